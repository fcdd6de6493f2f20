// Room codes: the Colyseus `roomId` of every room, 10 characters of Crockford's base32 (50 random bits), easy to read
// aloud and to type — no I, L, O or U; a code typed with them, in lower case or with spaces and dashes, is read as meant.

/** The characters of a room code: digits and capitals without I, L, O, U (Crockford's base32). */
export const ROOM_CODE_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/** A room code's length: 10 characters, 50 bits. */
export const ROOM_CODE_LENGTH = 10;

/** The query parameter of a share link: `/?room=CODE`. */
export const ROOM_LINK_PARAMETER = 'room';

const LOOK_ALIKES: Readonly<Record<string, string>> = { O: '0', I: '1', L: '1' };

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
 * 1, or a share link (`https://host/?room=CODE`) — or null when it is none.
 */
export function parseRoomCode(input: string): string | null {
  let text = input.trim();
  const query = /[?&]room=([^&#]*)/.exec(text);
  if (query) text = decodeURIComponent(query[1] ?? '');
  const code = [...text.toUpperCase().replace(/[\s-]/g, '')].map((c) => LOOK_ALIKES[c] ?? c).join('');
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
