import { beforeAll, describe, expect, it } from 'vitest';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { UsageError } from '../src/errors.js';
import { mergeFiles } from '../src/merge.js';
import { resultJson } from '../src/result-file.js';
import { matchReport } from '../src/results.js';
import { MatchSink } from '../src/sink.js';
import { expectRefused, readJson, redigest, sim, simIn, tempDir, withoutTimings } from './helpers/cli.js';

// merge never accepts a lie: every way of editing a shard file after the run is refused with one line naming the
// file and the problem — whether or not the editor also fixed the digest.

const dir = tempDir();
const match = ['match', 'random', 'greedy', '--deals', '4', '--seed', '500', '--duplicate', '--workers', '1'];
const s1 = join(dir, 's1.json');
const s2 = join(dir, 's2.json');

beforeAll(async () => {
  const runs = await Promise.all([
    sim(...match, '--shard', '1/2', '--json', s1),
    sim(...match, '--shard', '2/2', '--json', s2),
    sim(...match, '--json', join(dir, 'whole.json')),
  ]);
  expect(runs.map((r) => r.code)).toEqual([0, 0, 0]);
});

/** Writes an edited copy of shard 1 and merges it with shard 2. */
async function mergeEdited(
  name: string,
  edit: (text: string) => string,
  fixDigest: boolean,
): Promise<{ code: number | null; stderr: string }> {
  const edited = edit(readFileSync(s1, 'utf8'));
  const file = join(dir, name);
  writeFileSync(file, fixDigest ? redigest(edited) : edited);
  return sim('merge', file, s2);
}

const recordLines = (text: string): string[] => text.split('\n').filter((l) => l.startsWith('    {"deal":'));

/** Replaces the n-th record line with `change(record)`. */
function editRecord(n: number, change: (r: Record<string, unknown>) => void): (text: string) => string {
  return (text) => {
    const line = recordLines(text)[n] as string;
    const record = JSON.parse(line.trim().replace(/,$/, '')) as Record<string, unknown>;
    change(record);
    return text.replace(line, `    ${JSON.stringify(record)}${line.endsWith(',') ? ',' : ''}`);
  };
}

const edits: [string, (text: string) => string, RegExp][] = [
  [
    'a record removed',
    (t) => t.replace(`${recordLines(t)[3] as string}\n`, ''),
    /deal 2 lacks its swapped game: a duplicate pair is incomplete/,
  ],
  [
    'a record rescored',
    editRecord(2, (r) => ((r.score as number[])[0] = (r.score as number[])[0]! + 100)),
    /"[\w.]+" does not match its records \(the file says .*, the records give .*\)/,
  ],
  ['a record reseeded', editRecord(1, (r) => (r.seed = 9999)), /has seed 9999, but deal 0 is seeded 500/],
  [
    'a record moved out of its shard',
    editRecord(2, (r) => ((r.deal = 3), (r.seed = 503))),
    /is deal 3, which is not in shard 1\/2/,
  ],
  [
    'a record given twice',
    (t) => t.replace(recordLines(t)[0] as string, `${recordLines(t)[0] as string}\n${recordLines(t)[0] as string}`),
    /the record on line \d+ is a second record of the same game of deal 0/,
  ],
  [
    'a figure changed',
    (t) => t.replace(/"meanTurns": [\d.]+/, '"meanTurns": 12.5'),
    /"meanTurns" does not match its records/,
  ],
  [
    'the shard label changed',
    (t) => t.replace('"shard": "1/2"', '"shard": "2/2"'),
    /shard 2\/2 is in both .*the-shard-label-changed-fixed\.json and .*s2\.json/,
  ],
  [
    'the seed changed',
    (t) => t.replace('"seed": 500,', '"seed": 501,'),
    /s2\.json is not the same match as .*the-seed-changed-fixed\.json: seed 501 vs 500/,
  ],
  [
    'an ending changed',
    editRecord(0, (r) =>
      Object.assign(
        r,
        r.end === 'closed' ? { end: 'stock-exhausted', closedBy: null } : { end: 'closed', closedBy: 1 },
      ),
    ),
    /"(bots\.[01]\.closed|endings\.\w+)" does not match its records/,
  ],
];

describe('merge refuses an edited shard', () => {
  it.each(edits)('%s, with the stale digest: the digest no longer matches', async (name, edit) => {
    const run = await mergeEdited(`${name.replaceAll(' ', '-')}-stale.json`, edit, false);
    expect(run.code).toBe(2);
    expect(run.stderr).toMatch(
      /^birimba-sim: [^\n]*stale\.json: its digest does not match its content: the file was changed after it was written\n$/,
    );
  });

  it.each(edits)(
    '%s, with the digest made right: its records and figures give it away',
    async (name, edit, message) => {
      const run = await mergeEdited(`${name.replaceAll(' ', '-')}-fixed.json`, edit, true);
      expect(run.code).toBe(2);
      expect(run.stderr).toMatch(/^birimba-sim: [^\n]+\n$/);
      expect(run.stderr).toMatch(message);
    },
  );

  it('still merges the untouched shards into the whole run', async () => {
    const run = await sim('merge', s2, s1, '--json', join(dir, 'merged.json'));
    expect(run.code).toBe(0);
    expect(withoutTimings(readJson(join(dir, 'merged.json')))).toEqual(
      withoutTimings(readJson(join(dir, 'whole.json'))),
    );
  });

  it('refuses a file cut short or with something after its end', async () => {
    const text = readFileSync(s1, 'utf8');
    writeFileSync(join(dir, 'cut.json'), text.slice(0, text.length / 2));
    const cut = await sim('merge', join(dir, 'cut.json'), s2);
    expect(cut.code).toBe(2);
    expect(cut.stderr).toMatch(/cut\.json: it has no digest line/);
    writeFileSync(join(dir, 'tail.json'), `${text}{}\n`);
    const tail = await sim('merge', join(dir, 'tail.json'), s2);
    expect(tail.code).toBe(2);
    expect(tail.stderr).toMatch(/tail\.json: nothing may follow the digest but the closing brace/);
  });
});

describe('merge refuses a file that is no result', () => {
  it.each([
    [
      'a result file that is not JSON',
      'broken.json',
      '{"format": ',
      /broken\.json is not a birimba-sim match result: its format is missing/,
    ],
    [
      'a file that is no match result',
      'other.json',
      '{"format": "something-else"}',
      /other\.json is not a birimba-sim match result: its format is "something-else"/,
    ],
  ])('refuses %s with exit 2 and one line on stderr', async (_, name, text, message) => {
    writeFileSync(join(dir, name), text);
    expectRefused(await sim('merge', join(dir, name)), message);
  });
});

describe('merge with failed games', () => {
  it('keeps the failures of every shard, in deal order, and checks them like records', async () => {
    const d = tempDir();
    const faults = { BIRIMBA_SIM_FAULTS: 'throw@2,crash@3' };
    // One after the other: each sees the faults in this process's environment.
    const runs = [];
    for (const part of [
      ['--json', join(d, 'whole.json')],
      ['--shard', '1/2', '--json', join(d, 'f1.json')],
      ['--shard', '2/2', '--json', join(d, 'f2.json')],
    ])
      runs.push(await simIn([...match, ...part], faults).done);
    expect(runs.map((r) => r.code)).toEqual([1, 1, 1]);
    const merged = await sim('merge', join(d, 'f2.json'), join(d, 'f1.json'), '--json', join(d, 'merged.json'));
    expect(merged.code, merged.stderr).toBe(0);
    const whole = readJson<{ failures: { deal: number }[] }>(join(d, 'whole.json'));
    expect(whole.failures.map((f) => f.deal)).toEqual([2, 2, 3]);
    expect(withoutTimings(readJson(join(d, 'merged.json')))).toEqual(withoutTimings(whole));
    const edited = readFileSync(join(d, 'f1.json'), 'utf8').replace(
      '"seed":502,"swapped":true',
      '"seed":503,"swapped":true',
    );
    writeFileSync(join(d, 'edited.json'), redigest(edited));
    const refused = await sim('merge', join(d, 'edited.json'), join(d, 'f2.json'));
    expect(refused.code).toBe(2);
    expect(refused.stderr).toMatch(/edited\.json: failures\[1\] has seed 503, but deal 2 is seeded 502\n$/);
  });
});

/**
 * Throws arbitrary mutations at shard 1 of a run (`one`), merged with shard 2 (`two`): each is either merged to
 * exactly the whole run's result (`wholeFile`) or refused.
 */
async function expectMutantsMergedOrRefused(one: string, two: string, wholeFile: string): Promise<void> {
  const whole = withoutTimings(JSON.parse(JSON.stringify(readJson(wholeFile))) as Record<string, unknown>);
  const original = readJson(one);
  /** Every path to a value in the file: [key, key, …]. */
  const paths: (string | number)[][] = [];
  const walk = (v: unknown, path: (string | number)[]): void => {
    paths.push(path);
    if (v !== null && typeof v === 'object')
      for (const [k, x] of Object.entries(v)) walk(x, [...path, Array.isArray(v) ? Number(k) : k]);
  };
  walk(original, []);
  const mutation = fc.record({
    path: fc.constantFrom(...paths.filter((p) => p.length > 0)),
    how: fc.constantFrom('replace', 'nudge', 'delete', 'duplicate'),
    value: fc.jsonValue({ maxDepth: 2 }),
    nudge: fc.integer({ min: -2, max: 2 }),
    fixDigest: fc.boolean(),
  });
  let n = 0;
  const outcomes = { merged: 0, refused: 0 };
  await fc.assert(
    fc.asyncProperty(mutation, async ({ path, how, value, nudge, fixDigest }) => {
      const data = structuredClone(original) as Record<string | number, unknown>;
      let parent = data;
      for (const k of path.slice(0, -1)) parent = parent[k] as Record<string | number, unknown>;
      const key = path[path.length - 1] as string | number;
      if (how === 'replace') parent[key] = value;
      else if (how === 'nudge') parent[key] = typeof parent[key] === 'number' ? parent[key] + nudge : parent[key];
      else if (Array.isArray(parent)) {
        const list = parent as unknown[];
        if (how === 'delete') list.splice(Number(key), 1);
        else list.splice(Number(key), 0, structuredClone(list[Number(key)]));
      } else if (how === 'delete') delete parent[key];
      else parent[key] = structuredClone(parent[key]);
      const { digest: _digest, ...rest } = data;
      const text = resultJson(rest).replace(/\n}\n$/, ',\n  "digest": "sha256:0"\n}\n');
      const file = join(dir, `mutant-${String(n++)}.json`);
      writeFileSync(file, fixDigest ? redigest(text) : text.replace('"sha256:0"', JSON.stringify(original.digest)));
      let merged;
      try {
        merged = await mergeFiles([file, two], (forms, _t, bots) =>
          forms.map((form, i) => new MatchSink(form, null, bots[i])),
        );
      } catch (e) {
        expect(e).toBeInstanceOf(UsageError);
        outcomes.refused++;
        return;
      }
      const report = JSON.parse(JSON.stringify(matchReport(merged.merged.data[0]!))) as Record<string, unknown>;
      expect(withoutTimings(report)).toEqual({ ...whole, results: undefined });
      outcomes.merged++;
    }),
    { numRuns: 300 },
  );
  // Both ways were taken: edits that change nothing but timings (or nothing) merge; the rest are refused.
  expect(outcomes.merged).toBeGreaterThan(0);
  expect(outcomes.refused).toBeGreaterThan(0);
}

describe('any mutation of a result file', () => {
  it('is either merged to the true whole or refused', async () => {
    await expectMutantsMergedOrRefused(s1, s2, join(dir, 'whole.json'));
  });

  it('is either merged to the true whole or refused, for a six-player match of three bots too', async () => {
    const six = ['match', 'random', 'greedy', 'random', '--players', '6', '--deals', '2', '--duplicate'];
    const [one, two, whole] = ['six-1', 'six-2', 'six-whole'].map((n) => join(dir, `${n}.json`));
    const runs = await Promise.all([
      sim(...six, '--target', '600', '--workers', '1', '--shard', '1/2', '--json', one!),
      sim(...six, '--target', '600', '--workers', '1', '--shard', '2/2', '--json', two!),
      sim(...six, '--target', '600', '--workers', '1', '--json', whole!),
    ]);
    expect(runs.map((r) => r.code)).toEqual([0, 0, 0]);
    await expectMutantsMergedOrRefused(one!, two!, whole!);
  });
});

describe('merge writes only what it reads back', () => {
  it('refuses timings whose sum overflows, instead of writing a file it would refuse', async () => {
    // Each file's elapsedSeconds is a valid number; their sum is not (it would be written as null).
    const huge = (file: string, name: string): string => {
      const { digest: _digest, ...data } = readJson<{ digest: string; games: number } & Record<string, unknown>>(file);
      data.elapsedSeconds = 1e308;
      data.gamesPerSecond = data.games / 1e308;
      writeFileSync(join(dir, name), redigest(resultJson(data).replace(/\n}\n$/, ',\n  "digest": "sha256:0"\n}\n')));
      return join(dir, name);
    };
    const a = huge(s1, 'huge-1.json');
    const b = huge(s2, 'huge-2.json');
    expect((await sim('merge', a, s2)).code).toBe(0);
    expectRefused(
      await sim('merge', a, b, '--json', join(dir, 'huge-merged.json')),
      /the files' "elapsedSeconds" add up to more than a number holds: they cannot be merged/,
    );
  });
});
