// Installs the packages as someone outside this repository would: packs them (pnpm pack, workspace ranges rewritten),
// installs the tarballs with npm in an empty project, then imports them as ESM, requires them (Node ≥ 20.19),
// type-checks a consumer under `module: nodenext` (the engine's main entry and its subpath `@birimba/engine/playout`
// in each), and checks that every declaration map points at a shipped file.
// `@birimba/table`: its exports resolve in Node to shipped files, the CDN file is in the tarball and imports nothing,
// the bundler build imports only lit (a peer dependency), neither build carries valibot (the game log's schema), and
// `import { BirimbaTable } from '@birimba/table'` type-checks with the DOM library.
// Run after a build: `node scripts/check-packages.mjs`. Exit code 1 on any failure.

import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const packages = [
  'packages/engine',
  'packages/ai',
  'packages/game-log',
  'packages/protocol',
  'apps/simulator',
  'apps/table',
];
const work = mkdtempSync(join(tmpdir(), 'birimba-packages-'));
const run = (cmd, args, cwd) => execFileSync(cmd, args, { cwd, stdio: ['ignore', 'pipe', 'pipe'], encoding: 'utf8' });
let failed = false;
const fail = (message) => {
  failed = true;
  console.error(`check-packages: ${message}`);
};

try {
  // One pnpm for all of them (a pnpm started per package cost a second and a half each).
  const manifests = packages.map((dir) => JSON.parse(readFileSync(join(root, dir, 'package.json'), 'utf8')));
  const filters = manifests.flatMap((m) => ['--filter', m.name]);
  run('npx', ['-y', 'pnpm@12.4.2', '-r', ...filters, 'pack', '--pack-destination', work], root);
  const tarballs = manifests.map(({ name, version }) => {
    const file = join(work, `${name.replace('@', '').replace('/', '-')}-${version}.tgz`);
    if (!existsSync(file)) throw new Error(`pnpm pack wrote no ${file}`);
    return file;
  });
  const project = join(work, 'consumer');
  run('mkdir', ['-p', project], work);
  writeFileSync(join(project, 'package.json'), JSON.stringify({ name: 'consumer', private: true, type: 'module' }));
  run('npm', ['install', '--no-audit', '--no-fund', '--loglevel=error', ...tarballs, 'typescript@6.0.3'], project);

  for (const name of [
    '@birimba/engine',
    '@birimba/ai',
    '@birimba/game-log',
    '@birimba/protocol',
    '@birimba/simulator',
    '@birimba/table',
  ]) {
    const meta = JSON.parse(readFileSync(join(project, 'node_modules', name, 'package.json'), 'utf8'));
    if (meta.private) fail(`${name} is private`);
    if (meta.license !== 'MIT') fail(`${name} has no MIT licence field`);
    if (!existsSync(join(project, 'node_modules', name, 'LICENSE'))) fail(`${name} ships no LICENSE`);
    if (JSON.stringify(meta.dependencies ?? {}).includes('workspace:')) fail(`${name} still has a workspace: range`);
    // Every declaration map resolves to a file in the package.
    const dist = join(project, 'node_modules', name, 'dist');
    for (const file of readdirSync(dist, { recursive: true }).filter((f) => f.endsWith('.d.ts.map'))) {
      const map = JSON.parse(readFileSync(join(dist, file), 'utf8'));
      for (const source of map.sources)
        if (!existsSync(resolve(dist, dirname(file), source))) fail(`${name}/dist/${file} points at missing ${source}`);
    }
  }

  // The table: every export resolves to a file in the package (in Node: its module needs a DOM to run).
  const table = join(project, 'node_modules', '@birimba', 'table');
  const tableMeta = JSON.parse(readFileSync(join(table, 'package.json'), 'utf8'));
  if (tableMeta.peerDependencies?.lit !== '^3.3.0')
    fail('@birimba/table does not have lit ^3.3.0 as a peer dependency');
  if (!existsSync(join(project, 'node_modules', 'lit', 'package.json')))
    fail('lit (the peer dependency) was not installed');
  const specifiers = [
    '@birimba/table',
    '@birimba/table/cdn',
    '@birimba/table/ai.worker.js',
    '@birimba/table/custom-elements.json',
    '@birimba/table/package.json',
  ];
  const resolved = JSON.parse(
    run(
      'node',
      [
        '--input-type=module',
        '-e',
        `console.log(JSON.stringify(${JSON.stringify(specifiers)}.map((s) => import.meta.resolve(s))))`,
      ],
      project,
    ),
  );
  resolved.forEach((url, i) => {
    if (!existsSync(fileURLToPath(url))) fail(`${specifiers[i]} resolves to missing ${url}`);
  });
  // The modules a built file imports by name (static `import … from "x"`, `import "x"`, dynamic `import("x")`).
  const bareImports = (file) => {
    const code = readFileSync(file, 'utf8');
    const specifiers = [
      ...code.matchAll(/\bimport\s*(?:[\w$*{][^;"'`()]*?\bfrom\s*)?["']([^"']+)["']/g),
      ...code.matchAll(/\bimport\(\s*["']([^"']+)["']\s*\)/g),
    ].map((m) => m[1]);
    return [...new Set(specifiers.filter((s) => !/^(\.|\/|data:|blob:|https?:)/.test(s)))];
  };
  const cdnFile = join(table, 'dist', 'cdn', 'birimba-table.js');
  if (!existsSync(cdnFile)) fail('@birimba/table ships no dist/cdn/birimba-table.js');
  else if (bareImports(cdnFile).length > 0) fail(`the CDN build imports ${JSON.stringify(bareImports(cdnFile))}`);
  // Only lit, the peer dependency, is left to the page's bundler: `lit` and its own modules (`lit/directives/…`).
  const bare = bareImports(join(table, 'dist', 'birimba-table.js'));
  if (!bare.includes('lit') || bare.some((s) => s !== 'lit' && !s.startsWith('lit/')))
    fail(`the bundler build imports ${JSON.stringify(bare)}, not only lit`);
  // The table writes and checks game logs with @birimba/game-log's writer and replay; its schema (valibot, ~4 KB
  // gzipped) stays out. Valibot's schema kinds are string literals a minifier keeps.
  for (const build of ['birimba-table.js', join('cdn', 'birimba-table.js')])
    if (/\b(strict_object|safe_integer)\b/.test(readFileSync(join(table, 'dist', build), 'utf8')))
      fail(`@birimba/table's dist/${build} carries valibot: something in the table pulls in the game log's schema`);
  if (!existsSync(join(table, 'LICENSE')) || !existsSync(join(table, 'custom-elements.json')))
    fail('@birimba/table misses its LICENSE or custom-elements.json');
  if (existsSync(join(table, 'dist', 'index.html'))) fail('@birimba/table ships the demo page');

  const esm = run(
    'node',
    [
      '--input-type=module',
      '-e',
      "import { newGame, legalMoves } from '@birimba/engine'; import { Playout } from '@birimba/engine/playout'; import { createBot, playGame } from '@birimba/ai'; const g = playGame({ seed: 1, bots: [createBot('greedy'), createBot('normal'), createBot('greedy'), createBot('normal')] }); console.log(legalMoves(newGame({ seed: 1 })).length, g.state.phase, new Playout().load(newGame({ seed: 1 })).stockLength);",
    ],
    project,
  ).trim();
  if (esm !== '1 over 42') fail(`ESM import printed ${JSON.stringify(esm)}`);
  const cjs = run(
    'node',
    [
      '-e',
      "const e = require('@birimba/engine'); const p = require('@birimba/engine/playout'); const a = require('@birimba/ai'); const l = require('@birimba/game-log'); const r = require('@birimba/protocol'); const s = require('@birimba/protocol/schemas'); console.log(typeof e.newGame, typeof p.Playout, typeof a.createBot, typeof l.replayGameLog, r.ROOM_NAME, typeof s.readClientMessage);",
    ],
    project,
  ).trim();
  if (cjs !== 'function function function function birimba function') fail(`require printed ${JSON.stringify(cjs)}`);
  // The protocol: the main entry imports nothing at run time (a page's bundle), the schemas read a message.
  const protocol = run(
    'node',
    [
      '--input-type=module',
      '-e',
      "import { parseRoomCode } from '@birimba/protocol'; import { readClientMessage } from '@birimba/protocol/schemas'; console.log(parseRoomCode('7kq2m-9xrta'), readClientMessage('move', { id: 'a', move: { type: 'draw' } }).ok, readClientMessage('choose-seat', { seat: 9 }).error.code);",
    ],
    project,
  ).trim();
  if (protocol !== '7KQ2M9XRTA true bad-message') fail(`@birimba/protocol printed ${JSON.stringify(protocol)}`);
  // The main entry's modules are dist/*.js (the schemas live in dist/schemas/): none imports a package at run time.
  const protocolDist = join(project, 'node_modules', '@birimba', 'protocol', 'dist');
  for (const file of readdirSync(protocolDist).filter((f) => f.endsWith('.js')))
    if (bareImports(join(protocolDist, file)).length > 0)
      fail(
        `@birimba/protocol's dist/${file} imports ${JSON.stringify(bareImports(join(protocolDist, file)))} at run time`,
      );
  for (const file of ['join-options', 'client-message', 'server-message', 'room-state'])
    if (!existsSync(join(project, 'node_modules', '@birimba/protocol', 'schema', `${file}.schema.json`)))
      fail(`@birimba/protocol ships no schema/${file}.schema.json`);

  // The simulator's command, installed: it plays a short match between two bots and a bot module of the user's.
  const bin = join(project, 'node_modules', '.bin', 'birimba-sim');
  const version = run(bin, ['--version'], project).trim();
  const simMeta = JSON.parse(readFileSync(join(project, 'node_modules', '@birimba/simulator', 'package.json'), 'utf8'));
  if (version !== simMeta.version) fail(`birimba-sim --version printed ${JSON.stringify(version)}`);
  const example = join(project, 'node_modules', '@birimba/simulator', 'examples', 'eager-bot.mjs');
  run(
    bin,
    [
      'match',
      example,
      'greedy',
      '--deals',
      '4',
      '--seed',
      '5',
      '--workers',
      '1',
      '--json',
      join(project, 'result.json'),
      '--log-dir',
      join(project, 'logs'),
    ],
    project,
  );
  const result = JSON.parse(readFileSync(join(project, 'result.json'), 'utf8'));
  if (result.games !== 4) fail(`birimba-sim match wrote ${JSON.stringify(result.games)} games, not 4`);
  // Its game logs: read and replayed by the installed @birimba/game-log, and by the installed birimba-sim replay.
  const logFile = join(project, 'logs', 'deal-000000-seed-5.json');
  const replayed = run(
    'node',
    [
      '--input-type=module',
      '-e',
      `import { readFileSync } from 'node:fs'; import { parseGameLog, replayGameLog } from '@birimba/game-log'; const log = parseGameLog(readFileSync(${JSON.stringify(logFile)}, 'utf8')); console.log(log.version, log.source, replayGameLog(log).length);`,
    ],
    project,
  ).trim();
  if (replayed !== '3 simulator 1') fail(`@birimba/game-log read and replayed a log as ${JSON.stringify(replayed)}`);
  if (!run(bin, ['replay', logFile], project).includes('verified: the replay ends exactly as logged'))
    fail('birimba-sim replay did not verify a log it wrote');
  if (!existsSync(join(project, 'node_modules', '@birimba/game-log', 'schema', 'game-log.schema.json')))
    fail('@birimba/game-log ships no schema/game-log.schema.json');
  if (!existsSync(join(project, 'node_modules', '@birimba/simulator', 'schema')))
    fail('@birimba/simulator ships no schema/');

  writeFileSync(
    join(project, 'use.ts'),
    [
      "import { type GameState, type PlayerView, newGame, viewFor } from '@birimba/engine';",
      "import { Playout } from '@birimba/engine/playout';",
      "import { type Bot, createBot } from '@birimba/ai';",
      "import { type GameLog, MoveSchema, buildGameLog } from '@birimba/game-log';",
      "import { ROOM_NAME, type PublicRoomState, type ServerMessages } from '@birimba/protocol';",
      "import { type ClientMessage, readClientMessage } from '@birimba/protocol/schemas';",
      'const state: GameState = newGame({ seed: 3 });',
      'const view: PlayerView = viewFor(state, 0);',
      "const bot: Bot = createBot('expert', { iterations: 10 });",
      'export const moves = bot.decide(view, 1).moves.length;',
      "export const log: (seats: GameLog['bots']) => GameLog = (seats) => buildGameLog({ source: 'server', deal: 1, seed: 'abc', rules: state.rules, seats, deals: [] });",
      'export const schema = MoveSchema;',
      'export const stock: number = new Playout().load(state).stockLength;',
      "export const read = (m: ServerMessages['view'], s: PublicRoomState): string => `${ROOM_NAME} ${m.view.hand.length} ${s.stage}`;",
      "export const message: ClientMessage | null = ((r) => (r.ok ? r.message : null))(readClientMessage('sync', undefined));",
    ].join('\n'),
  );
  writeFileSync(
    join(project, 'tsconfig.json'),
    JSON.stringify({
      compilerOptions: {
        module: 'nodenext',
        moduleResolution: 'nodenext',
        target: 'es2022',
        strict: true,
        noEmit: true,
        skipLibCheck: false,
        types: [],
      },
      files: ['use.ts'],
    }),
  );
  try {
    run(join(project, 'node_modules', '.bin', 'tsc'), ['-p', 'tsconfig.json'], project);
  } catch (e) {
    fail(`a consumer does not type-check under nodenext:\n${String(e.stdout ?? e.message)}`);
  }
  writeFileSync(
    join(project, 'use-table.ts'),
    [
      "import '@birimba/table';",
      "import { type BirimbaTable, type ErrorEventDetail } from '@birimba/table';",
      "const table: BirimbaTable = document.createElement('birimba-table');",
      "table.workerUrl = '/ai.worker.js';",
      "table.addEventListener('birimba-error', (e) => { const detail: ErrorEventDetail = e.detail; console.log(detail.code, table.retry()); });",
      "table.addEventListener('birimba-game-over', (e) => console.log(e.detail.teams[0].total, table.exportLog()?.deals[0]?.moves.length));",
    ].join('\n'),
  );
  writeFileSync(
    join(project, 'tsconfig.dom.json'),
    JSON.stringify({
      compilerOptions: {
        module: 'nodenext',
        moduleResolution: 'nodenext',
        target: 'es2022',
        lib: ['es2022', 'dom', 'dom.iterable'],
        strict: true,
        noEmit: true,
        skipLibCheck: false,
        types: [],
      },
      files: ['use-table.ts'],
    }),
  );
  try {
    run(join(project, 'node_modules', '.bin', 'tsc'), ['-p', 'tsconfig.dom.json'], project);
  } catch (e) {
    fail(`a consumer of @birimba/table does not type-check:\n${String(e.stdout ?? e.message)}`);
  }
} catch (e) {
  fail(`${e.message}\n${String(e.stdout ?? '')}${String(e.stderr ?? '')}`);
} finally {
  rmSync(work, { recursive: true, force: true });
}
if (failed) process.exit(1);
console.log(
  'check-packages: @birimba/engine (and its subpath /playout), @birimba/ai, @birimba/game-log and @birimba/protocol (and /schemas) install, import as ESM, require, and type-check under nodenext; birimba-sim installs, plays a match with an example bot module and replays its log (as @birimba/game-log does); @birimba/table installs with lit as its peer, its exports resolve, its CDN file is self-contained, neither build carries valibot, and it type-checks',
);
