// A player's handle: the name of their public page (`/p/HANDLE`), made from the name they chose; the key that keeps
// handles unique ignoring case, accents and the Greek capitals that look like Latin ones is the protocol's
// (`handleKey`: the table shows a handle where two names share it), as is what a handle may be (`HANDLE_PATTERN`): the
// table builds `/p/HANDLE` links too.

import { HANDLE_LENGTH, handleKey } from '@birimba/protocol';

export { handleKey };

/** The handle of a name with nothing to keep of it (a name in a script we do not transliterate: 李小龍, Иван). */
const NO_LETTERS = 'player';

/** Greek letters in Latin, as ELOT 743 writes them (lower case, accents removed first): η and υ as i and y, β as v. */
const GREEK_TO_LATIN: Readonly<Record<string, string>> = {
  α: 'a',
  β: 'v',
  γ: 'g',
  δ: 'd',
  ε: 'e',
  ζ: 'z',
  η: 'i',
  θ: 'th',
  ι: 'i',
  κ: 'k',
  λ: 'l',
  μ: 'm',
  ν: 'n',
  ξ: 'x',
  ο: 'o',
  π: 'p',
  ρ: 'r',
  σ: 's',
  ς: 's',
  τ: 't',
  υ: 'y',
  φ: 'f',
  χ: 'ch',
  ψ: 'ps',
  ω: 'o',
};

/** Pairs ELOT 743 writes otherwise than letter by letter: ου as ou, αυ and ευ as av and ev, γγ as ng. */
const GREEK_PAIRS: Readonly<Record<string, string>> = { ου: 'ou', αυ: 'av', ευ: 'ev', γγ: 'ng' };

/** A text with compatibility forms made plain (NFKC: ｆｕｌｌ-width, ligatures, superscripts) and accents removed. */
function plain(text: string): string {
  return text.normalize('NFKC').normalize('NFD').replace(/\p{M}/gu, '');
}

/**
 * The keys a text typed after `/p/` may name, the likeliest first. A handle is made by transliterating the name
 * (`handleBase`: ρ as r, η as i, χ as ch), while `handleKey` reads a Greek capital as its Latin look-alike (Ρ as P), so
 * «Πέτρος» typed folds to `petpos` where its handle is `petros`. Both are tried: a text with no Latin letter in it is
 * a name written in Greek, its transliteration first; a Latin text with a Greek twin in it («Βob») its look-alike first.
 */
export function handleKeysOf(text: string): readonly string[] {
  const lookalike = handleKey(text);
  const spoken = handleKey(latin(text));
  const keys = /\p{Script=Latin}/u.test(plain(text)) ? [lookalike, spoken] : [spoken, lookalike];
  return [...new Set(keys)].filter((key) => key !== '');
}

/** A name in Latin letters: lower case, accents removed, Greek transliterated (`GREEK_TO_LATIN`, `GREEK_PAIRS`). */
function latin(name: string): string {
  // The pairs are read before the accents go: a diaeresis on the second letter parts them (Ταΰγετος).
  const lower = name.normalize('NFKC').toLowerCase().normalize('NFD');
  const paired = lower.replace(/(ου|αυ|ευ|γγ)(?!\p{M}*\u0308)/gu, (pair) => GREEK_PAIRS[pair] ?? pair);
  return [...plain(paired)].map((c) => GREEK_TO_LATIN[c] ?? c).join('');
}

/**
 * The handle a name asks for before any is taken: the name in Latin letters, every run of anything but `a-z`, `0-9`
 * and `_` made one `-`, none at either end, cut to leave room for a number (`-99`). A name with too little of that
 * (`Al`, `李小龍`) starts with `player`: `player-al`, `player`.
 */
export function handleBase(name: string): string {
  const room = HANDLE_LENGTH.max - '-99'.length;
  const slug = latin(name)
    .replace(/[^a-z0-9_]+/g, '-')
    .replace(/^[-_]+|[-_]+$/g, '')
    .slice(0, room)
    .replace(/[-_]+$/, '');
  if (slug === '') return NO_LETTERS;
  return slug.length < HANDLE_LENGTH.min ? `${NO_LETTERS}-${slug}` : slug;
}

/** The handles a name may have, in the order they are offered: its base, then `base-2`, `base-3`, … (the second
 * Nikos is `nikos-2`). Past `-99` the base is cut shorter to make room. */
export function* handleCandidates(name: string): Generator<string, never> {
  const base = handleBase(name);
  yield base;
  for (let n = 2; ; n++) {
    const suffix = `-${String(n)}`;
    yield `${base.slice(0, HANDLE_LENGTH.max - suffix.length).replace(/[-_]+$/, '')}${suffix}`;
  }
}

/** The first handle of `name` whose key (`handleKey`) is not among `takenKeys`. */
export function freeHandle(name: string, takenKeys: ReadonlySet<string>): string {
  for (const handle of handleCandidates(name)) if (!takenKeys.has(handleKey(handle))) return handle;
  throw new Error('unreachable: the candidates never end');
}
