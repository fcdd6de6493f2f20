// Reading a game log: the JSON parsed, its version's schema checked, an older version upgraded to version 3, its rule
// set resolved by the engine. Anything else is a `GameLogError` with the reason in one line.

import type * as v from 'valibot';
import {
  type Players,
  type RuleSet,
  deckSizeFor,
  isSeat,
  quoteInput,
  requirePlayers,
  resolveRules,
} from '@birimba/engine';
import { GameLogError } from './errors.js';
import { type GameLog, GAME_LOG_FORMAT, GAME_LOG_VERSION, LOG_PLAYERS } from './format.js';
import { schemaProblem } from './schema-problem.js';
import { GameLogSchema, GameLogV1Schema, GameLogV2Schema } from './schema.js';

type Version1 = v.InferOutput<typeof GameLogV1Schema>;
type Version2 = v.InferOutput<typeof GameLogV2Schema>;

/** A version this reader knows: its schema, and how a log of it (checked) becomes a version 3 log. */
interface VersionReader {
  readonly schema: v.GenericSchema;
  readonly upgrade: (log: never) => unknown;
}

/** Every version this reader knows, by its number. */
const VERSIONS: ReadonlyMap<unknown, VersionReader> = new Map<unknown, VersionReader>([
  [
    1,
    {
      schema: GameLogV1Schema,
      // One deal: its moves and end were at the top.
      upgrade: ({ format, deal, seed, swapped, rules, bots, moves, final }: Version1) => ({
        format,
        version: GAME_LOG_VERSION,
        deal,
        seed,
        swapped,
        rules,
        bots,
        deals: [{ moves, final }],
      }),
    },
  ],
  [2, { schema: GameLogV2Schema, upgrade: (log: Version2) => ({ ...log, version: GAME_LOG_VERSION }) }],
  [GAME_LOG_VERSION, { schema: GameLogSchema, upgrade: (log: GameLog) => log }],
]);

/** Reads a game log from its text (a file's, a message's); see `checkGameLog`. */
export function parseGameLog(text: string): GameLog {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (e) {
    throw new GameLogError('not-json', e instanceof Error ? e.message : String(e));
  }
  return checkGameLog(data);
}

/**
 * A game log from parsed JSON, as version 3 with its full rule set: a log of version 1, 2 or 3 checked against its
 * version's schema and upgraded. Throws a `GameLogError` — `wrong-format` (not an object, or another `format`),
 * `unknown-version`, `malformed` (the first field that is wrong, named by its path, or a note on a move the deal does
 * not have), `bad-rules` (a rule set the engine refuses).
 */
export function checkGameLog(data: unknown): GameLog {
  if (data === null || typeof data !== 'object' || Array.isArray(data))
    throw new GameLogError('wrong-format', 'not a JSON object');
  const { format, version } = data as Record<string, unknown>;
  if (format !== GAME_LOG_FORMAT)
    throw new GameLogError('wrong-format', `format is ${quoteInput(format)}, not "${GAME_LOG_FORMAT}"`);
  const known = VERSIONS.get(version);
  if (known === undefined) {
    throw new GameLogError(
      'unknown-version',
      version === undefined
        ? '"version" is missing'
        : `version ${quoteInput(version)} is not one this reader knows (${[...VERSIONS.keys()].join(', ')})`,
    );
  }
  const problem = schemaProblem(known.schema, data);
  if (problem !== null) throw new GameLogError('malformed', problem);
  const log = known.upgrade(data as never) as GameLog;
  log.deals.forEach((deal, d) =>
    deal.notes?.forEach((note, n) => {
      if (note.move >= deal.moves.length)
        throw new GameLogError(
          'malformed',
          `"deals.${String(d)}.notes.${String(n)}.move": the deal has no move ${String(note.move)} (it has ${String(deal.moves.length)})`,
        );
    }),
  );
  let rules: RuleSet;
  try {
    rules = resolveRules(log.rules);
    requirePlayers(rules, LOG_PLAYERS, 'a game log');
  } catch (e) {
    throw new GameLogError('bad-rules', `its rule set is refused (${e instanceof Error ? e.message : String(e)})`);
  }
  if (log.bots.length !== rules.players)
    throw new GameLogError(
      'malformed',
      `"bots": a game of ${String(rules.players)} players names ${String(rules.players)} seats, not ${String(log.bots.length)}`,
    );
  const beyond = beyondTheTable(log, rules.players);
  if (beyond !== null) throw new GameLogError('malformed', beyond);
  return { ...log, rules };
}

/** The first seat or card id of the log's moves and notes that the table of `players` has not (the schema takes any
 * table's: seats 0..5, ids 0..161), as a problem; null when all are its own. */
function beyondTheTable(log: GameLog, players: Players): string | null {
  const last = deckSizeFor(players) - 1;
  const card = (where: string, id: number): string | null =>
    id > last ? `"${where}": expected <=${String(last)}, got ${String(id)}` : null;
  const seat = (where: string, s: number | undefined): string | null =>
    s !== undefined && !isSeat(s, players)
      ? `"${where}": a game of ${String(players)} players has no seat ${String(s)}`
      : null;
  for (const [d, deal] of log.deals.entries()) {
    for (const [m, move] of deal.moves.entries()) {
      const at = `deals.${String(d)}.moves.${String(m)}`;
      const found =
        seat(`${at}.seat`, move.seat) ??
        ('card' in move ? card(`${at}.card`, move.card) : null) ??
        ('cards' in move
          ? move.cards.map((id, i) => card(`${at}.cards.${String(i)}`, id)).find((p) => p !== null)
          : null);
      if (found !== null && found !== undefined) return found;
    }
    for (const [n, note] of (deal.notes ?? []).entries()) {
      const found = seat(`deals.${String(d)}.notes.${String(n)}.seat`, note.seat);
      if (found !== null) return found;
    }
  }
  return null;
}
