// Installs the packages as someone outside this repository would: packs them (pnpm pack, workspace ranges rewritten),
// installs the tarballs with npm in an empty project, then imports them as ESM, requires them (Node ≥ 20.19),
// type-checks a consumer under `module: nodenext` (the engine's main entry and its subpath `@birimba/engine/playout`
// in each), and checks that every declaration map points at a shipped file.
// `@birimba/table`: installed alone (with our packages' tarballs) it brings lit and our packages only — no online
// client (@colyseus/sdk, an optional peer), no EBADENGINE warning, no install script; its exports resolve in Node to
// shipped files; the CDN file is in the tarball and its files import nothing, the online part a chunk it loads lazily;
// nothing the bundler build's main file loads (its chunks too, dynamic ones included) imports anything but lit (a peer
// dependency), the online entry `@birimba/table/online` loads @colyseus/sdk only lazily; neither main file carries
// valibot (the game log's schema); and `import { BirimbaTable } from '@birimba/table'` and
// `import '@birimba/table/online'` type-check with the DOM library (the SDK not installed).
// Run after a build: `node scripts/check-packages.mjs`. Exit code 1 on any failure.

import { execFileSync, spawnSync } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseAst } from 'vite';

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
/** What installing @birimba/table alone brought, for the report. */
let tableAlone = '';
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

  // The table installed alone, as a page's project installs it (our packages it depends on from their tarballs, as
  // npm would fetch them): lit and our packages with their own dependencies. The online client is an optional peer
  // (`@birimba/table/online`), the QR encoder is inside the build.
  const byName = new Map(manifests.map((m, i) => [m.name, { manifest: m, tarball: tarballs[i] }]));
  const ours = new Set(['@birimba/table']);
  for (const name of ours)
    for (const dep of Object.keys(byName.get(name)?.manifest.dependencies ?? {})) if (byName.has(dep)) ours.add(dep);
  const alone = join(work, 'table-alone');
  mkdirSync(alone);
  writeFileSync(join(alone, 'package.json'), JSON.stringify({ name: 'page', private: true, type: 'module' }));
  const install = spawnSync(
    'npm',
    ['install', '--no-audit', '--no-fund', ...[...ours].map((n) => byName.get(n).tarball)],
    { cwd: alone, encoding: 'utf8' },
  );
  if (install.status !== 0) throw new Error(`npm install of @birimba/table alone failed:\n${install.stderr}`);
  const said = `${install.stdout}${install.stderr}`;
  if (/EBADENGINE/.test(said)) fail(`installing @birimba/table warns EBADENGINE:\n${said}`);
  if (/install-scripts|install script/i.test(said)) fail(`installing @birimba/table runs install scripts:\n${said}`);
  const tree = Object.entries(
    JSON.parse(readFileSync(join(alone, 'node_modules', '.package-lock.json'), 'utf8')).packages,
  );
  const installed = tree.map(([path, meta]) => ({ name: path.replace(/^.*node_modules\//, ''), meta }));
  const online = installed.filter(({ name }) => /^(@colyseus\/|msgpackr|@msgpackr-extract\/|uqr$|ws$)/.test(name));
  if (online.length > 0)
    fail(`@birimba/table installs the online client: ${online.map(({ name }) => name).join(', ')}`);
  const scripts = installed.filter(({ meta }) => meta.hasInstallScript);
  if (scripts.length > 0) fail(`@birimba/table installs packages with install scripts: ${scripts.map((p) => p.name)}`);
  if (!installed.some(({ name }) => name === 'lit')) fail('@birimba/table alone did not install lit, its peer');
  const bytes = (dir) =>
    readdirSync(dir, { recursive: true }).reduce((sum, f) => {
      const stat = statSync(join(dir, f), { throwIfNoEntry: false });
      return sum + (stat?.isFile() ? stat.size : 0);
    }, 0);
  tableAlone = `${installed.length} packages, ${(bytes(join(alone, 'node_modules')) / 1e6).toFixed(1)} MB`;

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
  if (
    tableMeta.peerDependencies?.['@colyseus/sdk'] === undefined ||
    !tableMeta.peerDependenciesMeta?.['@colyseus/sdk']?.optional
  )
    fail('@birimba/table does not have @colyseus/sdk as an optional peer dependency');
  if (existsSync(join(project, 'node_modules', '@colyseus', 'sdk')))
    fail('@colyseus/sdk (an optional peer of the table) was installed');
  if (!existsSync(join(project, 'node_modules', 'lit', 'package.json')))
    fail('lit (the peer dependency) was not installed');
  const specifiers = [
    '@birimba/table',
    '@birimba/table/online',
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
  // What a built file imports, read by a parser (a module's strings may look like imports): static (`import … from
  // "x"`, `import "x"`), re-exported (`export … from "x"`) and dynamic (`import("x")`, a fixed template too); `bare`:
  // by name, `fixed` and `lazy`: the files beside it, loaded at once or later.
  const importsOf = (file) => {
    const found = { imported: new Set(), reexported: new Set(), lazy: new Set() };
    const visit = (node) => {
      if (node === null) return;
      if (Array.isArray(node)) return node.forEach(visit);
      if (node.type === 'ImportDeclaration') found.imported.add(node.source.value);
      if (/^Export(All|Named)Declaration$/.test(node.type) && node.source) found.reexported.add(node.source.value);
      if (node.type === 'ImportExpression' && node.source.type === 'Literal') found.lazy.add(node.source.value);
      if (node.type === 'ImportExpression' && node.source.type === 'TemplateLiteral' && !node.source.expressions.length)
        found.lazy.add(node.source.quasis[0].value.cooked);
      for (const value of Object.values(node)) if (value !== null && typeof value === 'object') visit(value);
    };
    visit(parseAst(readFileSync(file, 'utf8')));
    const bare = (list) => [...list].filter((s) => !/^(\.|\/|data:|blob:|https?:)/.test(s));
    const near = (list) => [...list].filter((s) => s.startsWith('.')).map((s) => resolve(dirname(file), s));
    const fixed = new Set([...found.imported, ...found.reexported]);
    return {
      bare: bare(new Set([...fixed, ...found.lazy])),
      // Without re-exports, as the protocol's check has always read its files (see there).
      bareImported: bare(new Set([...found.imported, ...found.lazy])),
      fixed: near(fixed),
      lazy: near(found.lazy),
    };
  };
  const bareImports = (file) => importsOf(file).bare;
  /** The built files `file` loads at once (`lazy`: and the chunks it may load later, theirs too), itself first. */
  const loads = (file, lazy) => {
    const seen = [file];
    for (const f of seen) {
      const next = importsOf(f);
      for (const g of [...next.fixed, ...(lazy ? next.lazy : [])]) if (!seen.includes(g)) seen.push(g);
    }
    return seen;
  };
  const bareOf = (files) => [...new Set(files.flatMap(bareImports))];
  const sdkIn = (files) => files.filter((f) => /colyseus/.test(readFileSync(f, 'utf8')));
  const cdnFile = join(table, 'dist', 'cdn', 'birimba-table.js');
  if (!existsSync(cdnFile)) fail('@birimba/table ships no dist/cdn/birimba-table.js');
  else {
    const cdn = loads(cdnFile, true);
    if (bareOf(cdn).length > 0) fail(`the CDN build imports ${JSON.stringify(bareOf(cdn))}`);
    // The online part (the SDK inside) is a chunk beside it, loaded only by a table with a `server`.
    if (sdkIn(loads(cdnFile, false)).length > 0) fail('the CDN file loads the online client at once');
    if (sdkIn(cdn).length === 0) fail('the CDN build has no online part');
  }
  // Only lit, the peer dependency, is left to the page's bundler by the main file and every chunk it may load: `lit`
  // and its own modules (`lit/directives/…`); none of them is the online client.
  const mainFiles = loads(join(table, 'dist', 'birimba-table.js'), true);
  const onlyLit = (s) => s === 'lit' || s.startsWith('lit/');
  const bare = bareOf(mainFiles);
  if (!bare.includes('lit') || !bare.every(onlyLit))
    fail(`the bundler build imports ${JSON.stringify(bare)}, not only lit`);
  if (sdkIn(mainFiles).length > 0) fail(`the bundler build's main file loads the online client: ${sdkIn(mainFiles)}`);
  // The online entry: @colyseus/sdk left to the page's bundler, in a chunk loaded only by a table with a `server`.
  const onlineFile = join(table, 'dist', 'online.js');
  const onlineBare = bareOf(loads(onlineFile, true));
  if (!onlineBare.includes('@colyseus/sdk') || !onlineBare.every((s) => onlyLit(s) || s === '@colyseus/sdk'))
    fail(`@birimba/table/online imports ${JSON.stringify(onlineBare)}, not lit and @colyseus/sdk`);
  if (bareOf(loads(onlineFile, false)).includes('@colyseus/sdk'))
    fail('@birimba/table/online imports @colyseus/sdk at once, not when a table has a server');
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
  // Re-exports are not counted (they never were): dist/constants.js re-exports `LEVEL_NAMES` from @birimba/ai.
  for (const file of readdirSync(protocolDist).filter((f) => f.endsWith('.js'))) {
    const bare = importsOf(join(protocolDist, file)).bareImported;
    if (bare.length > 0) fail(`@birimba/protocol's dist/${file} imports ${JSON.stringify(bare)} at run time`);
  }
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
  // The online entry, with @colyseus/sdk not installed: a page that type-checks before it installs the peer.
  writeFileSync(
    join(project, 'use-online.ts'),
    [
      "import '@birimba/table/online';",
      "const online = document.createElement('birimba-table');",
      "online.server = 'wss://example.org';",
      "online.addEventListener('birimba-error', (e) => { if (e.detail.code === 'online-missing') console.log(e.detail.server, e.detail.message); });",
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
      files: ['use-table.ts', 'use-online.ts'],
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
  `check-packages: @birimba/engine (and its subpath /playout), @birimba/ai, @birimba/game-log and @birimba/protocol (and /schemas) install, import as ESM, require, and type-check under nodenext; birimba-sim installs, plays a match with an example bot module and replays its log (as @birimba/game-log does); @birimba/table installs with lit as its peer (alone: ${tableAlone}, no online client), its exports resolve, its CDN file is self-contained with its online part lazy, the bundler build's main file loads only lit and its online entry @colyseus/sdk lazily, neither main file carries valibot, and both entries type-check`,
);
