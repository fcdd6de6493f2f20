// `pnpm demo` builds what the demo serves — the table and the packages it depends on — and not what only its tests
// use (its devDependencies, the simulator among them): the root script's turbo run, dry, against package.json.
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import { root } from '../mutation-records.mjs';

/** Every workspace package: its name, its dependencies and whether it has a build. */
function workspace() {
  const dirs = ['packages', 'apps', 'tooling'].flatMap((d) =>
    readdirSync(join(root, d), { withFileTypes: true })
      .filter((e) => e.isDirectory())
      .map((e) => join(root, d, e.name)),
  );
  return new Map(
    dirs.flatMap((dir) => {
      let pkg;
      try {
        pkg = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'));
      } catch {
        return [];
      }
      return [
        [pkg.name, { dependencies: Object.keys(pkg.dependencies ?? {}), builds: 'build' in (pkg.scripts ?? {}) }],
      ];
    }),
  );
}

/** The package and the workspace packages it needs to run, through `dependencies` only. */
function runtimeClosure(name, packages) {
  const seen = new Set();
  const visit = (n) => {
    if (seen.has(n) || !packages.has(n)) return;
    seen.add(n);
    for (const d of packages.get(n).dependencies) visit(d);
  };
  visit(name);
  return seen;
}

test('the demo builds the table and what it depends on, not what only its tests use', () => {
  const script = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')).scripts.demo;
  const build = /^turbo (run build [^&]+?)\s*&&/.exec(script)?.[1];
  assert.ok(build, `the demo script starts with a turbo build: ${script}`);
  const dry = JSON.parse(
    execFileSync('npx', ['turbo', ...build.split(/\s+/), '--dry=json'], { cwd: root, encoding: 'utf8' }),
  );
  const packages = workspace();
  const built = dry.tasks.map((t) => t.package).filter((p) => packages.get(p)?.builds);
  const needed = [...runtimeClosure('@birimba/table', packages)].filter((p) => packages.get(p).builds);
  assert.deepEqual(new Set(built), new Set(needed));
  assert.ok(!built.includes('@birimba/simulator'));
});
