// The `before` of a player's next page of matches (`playerMatches`): where the last page ended, as an opaque word of
// base64url — the end's time in base 36 and the match's id — so that a table passes it back as it was given.

import type { HistoryCursor } from './match-archive.js';

/** The word a cursor is written as: what `MatchPage.next` may be. */
const WORD = /^[A-Za-z0-9_-]{1,64}$/;

/** The word of `cursor`. */
export function writeCursor(cursor: HistoryCursor): string {
  return Buffer.from(`${cursor.endedAt.toString(36)}.${cursor.match}`, 'utf8').toString('base64url');
}

/** The cursor a word was written of, or null when it is none (changed, cut, or made up). */
export function readCursor(word: string): HistoryCursor | null {
  if (!WORD.test(word)) return null;
  const text = Buffer.from(word, 'base64url').toString('utf8');
  const match = /^([0-9a-z]{1,11})\.([A-Za-z0-9_-]{1,100})$/.exec(text);
  if (match === null) return null;
  const endedAt = parseInt(match[1] ?? '', 36);
  const cursor = { endedAt, match: match[2] ?? '' };
  // One writing only: a word that is not the one `writeCursor` makes of what it says is refused.
  return Number.isSafeInteger(endedAt) && writeCursor(cursor) === word ? cursor : null;
}
