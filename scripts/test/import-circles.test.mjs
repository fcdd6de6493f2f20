// scripts/import-circles.mjs: the circles of a throwaway tree's imports — static imports, `import type` and
// re-exports count, a lazy `import()` and a test file do not — and the command's exit status on the repository.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { test } from 'node:test';
import { importCircles } from '../import-circles.mjs';

const script = fileURLToPath(new URL('../import-circles.mjs', import.meta.url));

/** A tree of files (path → text) in a new folder; removed after `use`. */
function withTree(files, use) {
  const root = mkdtempSync(join(tmpdir(), 'import-circles-'));
  try {
    for (const [path, text] of Object.entries(files)) {
      mkdirSync(dirname(join(root, path)), { recursive: true });
      writeFileSync(join(root, path), text);
    }
    return use(root);
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
}

test('two files that import each other, a type import included, are a circle', () => {
  const circles = withTree(
    {
      'packages/a/src/room.ts': "import type { Seat } from './seat.js';\nexport const room = 1;\n",
      'packages/a/src/seat.ts': "import { room } from './room.js';\nexport type Seat = number;\n",
    },
    importCircles,
  );
  assert.deepEqual(circles, [['packages/a/src/room.ts', 'packages/a/src/seat.ts']]);
});

test('a re-export closes a circle of three, through a folder index too', () => {
  const circles = withTree(
    {
      'apps/t/src/a.ts': "export { b } from './parts';\n",
      'apps/t/src/parts/index.ts': "export * from './b.js';\n",
      'apps/t/src/parts/b.ts': "import '../a.js';\nexport const b = 2;\n",
    },
    importCircles,
  );
  assert.deepEqual(circles, [['apps/t/src/a.ts', 'apps/t/src/parts/b.ts', 'apps/t/src/parts/index.ts']]);
});

test('one-way imports, a lazy import() back, a test file and a package name are no circle', () => {
  const circles = withTree(
    {
      'packages/a/src/core.ts':
        "import { x } from '@birimba/engine';\nexport const core = () => import('./shell.js');\n",
      'packages/a/src/shell.ts': "import { core } from './core.js';\nexport const shell = core;\n",
      'packages/a/src/shell.test.ts': "import { shell } from './shell.js';\nimport './core.js';\n",
      'packages/a/test/uses.ts': "import './circle.js';\n",
    },
    importCircles,
  );
  assert.deepEqual(circles, []);
});

test('the command fails naming the circle, and passes on a tree without one', () => {
  withTree(
    {
      'packages/a/src/x.ts': "import './y.js';\n",
      'packages/a/src/y.ts': "import './x.js';\n",
      'apps/b/src/z.ts': 'export const z = 1;\n',
    },
    (root) => {
      const run = spawnSync(process.execPath, [script, root], { encoding: 'utf8' });
      assert.equal(run.status, 1);
      assert.match(run.stderr, /import circle: packages\/a\/src\/x\.ts ↔ packages\/a\/src\/y\.ts/);
    },
  );
  withTree({ 'apps/b/src/z.ts': 'export const z = 1;\n' }, (root) => {
    const run = spawnSync(process.execPath, [script, root], { encoding: 'utf8' });
    assert.equal(run.status, 0);
  });
});
