// The turbo runs of one `check`, read from turbo's own summaries in .turbo/runs/: `check` is many runs
// (scripts/check.mjs: the builds and quick checks, then each long task in a run of its own), so the newest summary
// and the runs that overlap it or follow one another within GAP seconds are one `check`. Each task once (a build the second run took from the cache is the first run's),
// its start counted from the first run's start.

import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** Runs further apart than this (seconds between one's end and the next one's start) are not one `check`. */
const GAP = 15;

/**
 * @param {string} root the repository's root
 * @param {string[]} [files] summaries to read (default: the newest run of .turbo/runs/ and the runs just before it)
 * @returns {{ files: string[], wall: number, tasks: { task: string, startedAt: number, seconds: number, cached: boolean, exitCode: number | undefined }[] } | null}
 *   seconds; tasks slowest first; null when there is no summary
 */
export function readCheckRun(root, files) {
  const dir = join(root, '.turbo', 'runs');
  let summaries;
  if (files === undefined) {
    const all = (existsSync(dir) ? readdirSync(dir).filter((f) => f.endsWith('.json')) : [])
      .map((f) => ({ file: join(dir, f), summary: JSON.parse(readFileSync(join(dir, f), 'utf8')) }))
      .sort((a, b) => b.summary.execution.startTime - a.summary.execution.startTime);
    if (all.length === 0) return null;
    // One `check`: the runs that overlap, or follow one another within GAP, back from the newest.
    summaries = [all[0]];
    let from = all[0].summary.execution.startTime;
    for (let grew = true; grew;) {
      grew = false;
      for (const s of all)
        if (!summaries.includes(s) && s.summary.execution.endTime >= from - GAP * 1000) {
          summaries.push(s);
          from = Math.min(from, s.summary.execution.startTime);
          grew = true;
        }
    }
    summaries.sort((a, b) => a.summary.execution.startTime - b.summary.execution.startTime);
  } else {
    summaries = files.map((file) => ({ file, summary: JSON.parse(readFileSync(file, 'utf8')) }));
  }
  const start = Math.min(...summaries.map((s) => s.summary.execution.startTime));
  const end = Math.max(...summaries.map((s) => s.summary.execution.endTime));
  const byId = new Map();
  for (const { summary } of summaries)
    for (const t of summary.tasks) {
      const cached = t.cache?.status === 'HIT';
      if (cached && byId.has(t.taskId)) continue;
      byId.set(t.taskId, {
        task: t.taskId,
        startedAt: (t.execution.startTime - start) / 1000,
        seconds: (t.execution.endTime - t.execution.startTime) / 1000,
        cached,
        exitCode: t.execution.exitCode,
      });
    }
  return {
    files: summaries.map((s) => s.file),
    wall: (end - start) / 1000,
    tasks: [...byId.values()].sort((a, b) => b.seconds - a.seconds),
  };
}
