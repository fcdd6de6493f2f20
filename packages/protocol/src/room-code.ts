// Room codes: the Colyseus `roomId` of every room, 10 characters of Crockford's base32 (50 random bits), easy to read
// aloud and to type — no I, L, O or U; a code typed with them, in lower case or with spaces and dashes, is read as meant.

/** The characters of a room code: digits and capitals without I, L, O, U (Crockford's base32). */
export const ROOM_CODE_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/** A room code's length: 10 characters, 50 bits. */
export const ROOM_CODE_LENGTH = 10;

/** The query parameter of a share link: `/?room=CODE`. */
export const ROOM_LINK_PARAMETER = 'room';

/**
 * Letters read as the code's characters: O as 0, I and L as 1, and the Greek and Cyrillic capitals that look like a
 * Latin one (a code typed on a Greek or a Russian keyboard: Μ, Η, Κ, Ρ…) as that Latin letter; the other Greek
 * letters as the Latin key that types them on a Greek keyboard.
 */
const LOOK_ALIKES: Readonly<Record<string, string>> = {
  O: '0',
  I: '1',
  L: '1',
  // Greek capitals.
  Α: 'A',
  Β: 'B',
  Ε: 'E',
  Ζ: 'Z',
  Η: 'H',
  Ι: '1',
  Κ: 'K',
  Μ: 'M',
  Ν: 'N',
  Ο: '0',
  Ρ: 'P',
  Τ: 'T',
  Υ: 'Y',
  Χ: 'X',
  // Greek capitals without a Latin twin, as the Greek keyboard places them (its Ψ is the C key, Π the P key, …).
  Ψ: 'C',
  Δ: 'D',
  Φ: 'F',
  Γ: 'G',
  Ξ: 'J',
  Λ: '1',
  Π: 'P',
  Σ: 'S',
  Ω: 'V',
  // Cyrillic capitals.
  А: 'A',
  В: 'B',
  С: 'C',
  Е: 'E',
  Н: 'H',
  І: '1',
  Ј: 'J',
  К: 'K',
  М: 'M',
  О: '0',
  Р: 'P',
  Ѕ: 'S',
  Т: 'T',
  У: 'Y',
  Х: 'X',
};

/** Whether `text` is a room code exactly as a server writes it. */
export function isRoomCode(text: unknown): text is string {
  return (
    typeof text === 'string' &&
    text.length === ROOM_CODE_LENGTH &&
    [...text].every((c) => ROOM_CODE_ALPHABET.includes(c))
  );
}

/**
 * The room code a person typed or pasted — the code in any case, with spaces or dashes, with O for 0 and I or L for
 * 1, with Greek or Cyrillic letters that look like its Latin ones, or a share link (`https://host/?room=CODE`) — or
 * null when it is none.
 */
export function parseRoomCode(input: string): string | null {
  let text = input.trim();
  const query = /[?&]room=([^&#]*)/.exec(text);
  if (query) text = decodeURIComponent(query[1] ?? '');
  // Two keys of a Greek keyboard type what upper case would lose or does not change: W (ς, whose capital is Σ, S's)
  // and Q (;).
  const typed = text.replace(/ς/g, 'W').replace(/;/g, 'Q');
  const code = [...typed.toUpperCase().replace(/[\s-]/g, '')].map((c) => LOOK_ALIKES[c] ?? c).join('');
  return isRoomCode(code) ? code : null;
}

/** A code as it is shown: two groups of five, `ABCDE-FGHJK`. */
export function formatRoomCode(code: string): string {
  return `${code.slice(0, 5)}-${code.slice(5)}`;
}

/** The share link of a room on a server's page at `origin` (`https://host:port`): `origin/?room=CODE`. */
export function roomLink(origin: string, code: string): string {
  return `${origin.replace(/\/+$/, '')}/?${ROOM_LINK_PARAMETER}=${code}`;
}
