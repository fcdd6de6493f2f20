// Reads a match or tournament result file back (for `merge`), checking every field merging relies on.

import { resolveRules } from '@birimba/engine';
import { UsageError, messageOf } from './errors.js';
import { readJsonFile } from './files.js';
import { MATCH_FORMAT, MATCH_VERSION, type MatchReport } from './results.js';
import { TOURNAMENT_FORMAT, TOURNAMENT_VERSION, type TournamentReport } from './tournament.js';

const isObject = (v: unknown): v is Record<string, unknown> => v !== null && typeof v === 'object' && !Array.isArray(v);
const isInt = (v: unknown): v is number => typeof v === 'number' && Number.isSafeInteger(v);
const isPair = (v: unknown): boolean => Array.isArray(v) && v.length === 2 && v.every((x) => typeof x === 'number');

/** The format of a result file: "birimba-sim-match", "birimba-sim-tournament" or whatever else it says. */
export function resultFormat(path: string): unknown {
  const data = readJsonFile(path, 'result file');
  return isObject(data) ? data.format : undefined;
}

export function readMatchReport(path: string): MatchReport {
  return checkMatchReport(readJsonFile(path, 'result file'), path, 'match result');
}

function checkMatchReport(data: unknown, path: string, what: string): MatchReport {
  const bad = (why: string): never => {
    throw new UsageError(`${path} is not a birimba-sim ${what}: ${why}`);
  };
  if (!isObject(data)) return bad('not a JSON object');
  if (data.format !== MATCH_FORMAT) return bad(`format is ${JSON.stringify(data.format)}, not "${MATCH_FORMAT}"`);
  if (data.version !== MATCH_VERSION) return bad(`version ${JSON.stringify(data.version)} is not ${String(MATCH_VERSION)}`);
  if (!isInt(data.seed) || !isInt(data.dealsPlanned) || typeof data.duplicate !== 'boolean') return bad('"seed", "dealsPlanned" or "duplicate" is missing');
  if (data.shard !== null && (typeof data.shard !== 'string' || !/^\d+(,\d+)*\/\d+$/.test(data.shard))) return bad('"shard" is malformed');
  if (typeof data.interrupted !== 'boolean' || typeof data.elapsedSeconds !== 'number' || typeof data.cpuSeconds !== 'number') {
    return bad('"interrupted", "elapsedSeconds" or "cpuSeconds" is missing');
  }
  try {
    resolveRules(data.rules);
  } catch (e) {
    return bad(`its rule set is refused (${messageOf(e)})`);
  }
  if (!Array.isArray(data.bots) || data.bots.length !== 2) return bad('"bots" does not have two entries');
  for (const b of data.bots as unknown[]) {
    if (!isObject(b) || typeof b.name !== 'string' || typeof b.kind !== 'string' || !isObject(b.options) || !isObject(b.decisionHistogram)) {
      return bad('a "bots" entry lacks name, kind, options or decisionHistogram');
    }
    if (!Object.entries(b.decisionHistogram).every(([k, n]) => /^\d+$/.test(k) && isInt(n) && n >= 0)) return bad('a decision histogram is malformed');
  }
  if (!Array.isArray(data.results)) return bad('"results" (the per-game records) is missing');
  for (const [i, g] of (data.results as unknown[]).entries()) {
    const ok =
      isObject(g) &&
      isInt(g.deal) &&
      isInt(g.seed) &&
      typeof g.swapped === 'boolean' &&
      isPair(g.score) &&
      (g.end === 'closed' || g.end === 'stock-exhausted') &&
      (g.closedBy === null || g.closedBy === 0 || g.closedBy === 1) &&
      isInt(g.turns) &&
      isInt(g.moves) &&
      Array.isArray(g.birimbas) &&
      g.birimbas.length === 2 &&
      g.birimbas.every((c) => Array.isArray(c) && c.length === 3 && c.every(isInt));
    if (!ok) return bad(`results[${String(i)}] is not a game record`);
  }
  if (!Array.isArray(data.failures)) return bad('"failures" is missing');
  for (const [i, f] of (data.failures as unknown[]).entries()) {
    if (!isObject(f) || !isInt(f.deal) || !isInt(f.seed) || typeof f.error !== 'string') return bad(`failures[${String(i)}] is malformed`);
  }
  return data as unknown as MatchReport;
}

export function readTournamentReport(path: string): TournamentReport {
  const data = readJsonFile(path, 'result file');
  const bad = (why: string): never => {
    throw new UsageError(`${path} is not a birimba-sim tournament result: ${why}`);
  };
  if (!isObject(data)) return bad('not a JSON object');
  if (data.format !== TOURNAMENT_FORMAT) return bad(`format is ${JSON.stringify(data.format)}, not "${TOURNAMENT_FORMAT}"`);
  if (data.version !== TOURNAMENT_VERSION) return bad(`version ${JSON.stringify(data.version)} is not ${String(TOURNAMENT_VERSION)}`);
  if (!Array.isArray(data.bots) || data.bots.length < 2 || !data.bots.every((b) => isObject(b) && typeof b.name === 'string')) {
    return bad('"bots" is not a list of two or more named bots');
  }
  if (typeof data.elapsedSeconds !== 'number') return bad('"elapsedSeconds" is missing');
  if (!Array.isArray(data.matches) || data.matches.length === 0) return bad('"matches" is missing');
  for (const [i, m] of (data.matches as unknown[]).entries()) checkMatchReport(m, path, `tournament result (matches[${String(i)}])`);
  return data as unknown as TournamentReport;
}
