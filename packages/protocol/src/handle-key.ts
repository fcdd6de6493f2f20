// The key two handles may not share, and two names at one table are told apart by: case, accents and the Greek
// capitals drawn like Latin ones aside (`Νίκος` and `NIKOS` are one key). The server keeps handles unique by it; the
// table shows the handles of two players whose names share it.

/**
 * Greek capitals in the key: the ones drawn like a Latin capital as that capital (Β as B, Η as H, Ρ as P: «Βob» is
 * «Bob» to the eye, whatever Β sounds like), the others as their Latin letters (Σ as S, so ΝΙΚΟΣ is NIKOS).
 */
const GREEK_CAPITAL_KEYS: Readonly<Record<string, string>> = {
  Α: 'A',
  Β: 'B',
  Γ: 'G',
  Δ: 'D',
  Ε: 'E',
  Ζ: 'Z',
  Η: 'H',
  Θ: 'TH',
  Ι: 'I',
  Κ: 'K',
  Λ: 'L',
  Μ: 'M',
  Ν: 'N',
  Ξ: 'X',
  Ο: 'O',
  Π: 'P',
  Ρ: 'P',
  Σ: 'S',
  Τ: 'T',
  Υ: 'Y',
  Φ: 'F',
  Χ: 'X',
  Ψ: 'PS',
  Ω: 'O',
};

/** A text with compatibility forms made plain (NFKC: ｆｕｌｌ-width, ligatures, superscripts) and accents removed. */
function plain(text: string): string {
  return text.normalize('NFKC').normalize('NFD').replace(/\p{M}/gu, '');
}

/**
 * The key two handles may not share, of a handle or of any text (a name, what someone typed after `/p/`): NFKC, then
 * without accents, in capitals with each Greek capital as its Latin look-alike or letters (`GREEK_CAPITAL_KEYS`), then
 * in lower case, letters and digits only (`nikos-2`, `nikos_2` and `Nikos 2` are one key). `Νίκος` and `NIKOS` have
 * the key `nikos`, «Βob» and «Bob» `bob`.
 */
export function handleKey(text: string): string {
  const capitals = [...plain(text).toUpperCase()].map((c) => GREEK_CAPITAL_KEYS[c] ?? c).join('');
  return plain(capitals.toLowerCase()).replace(/[^\p{L}\p{N}]/gu, '');
}
