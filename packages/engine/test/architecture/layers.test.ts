// The engine's folders are its layers: vocabulary (cards, rules, errors, the facts), the words (the phrase book) on
// it, the pure core on both, and the machine and the playout core on top of the core, neither on the other. Every import of src/**/*.ts
// (type-only ones too) is read here: a module that imports a higher or a sibling layer, or modules that import each
// other in a circle, fail this test.

import { readFileSync, readdirSync } from 'node:fs';
import { dirname, join, posix } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const SRC = join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'src');

/** The layers each folder of src/ may import (its own included); the entry files at the top may import anything. */
const MAY_IMPORT: Readonly<Record<string, readonly string[]>> = {
  vocabulary: ['vocabulary'],
  words: ['vocabulary', 'words'],
  core: ['vocabulary', 'words', 'core'],
  machine: ['vocabulary', 'words', 'core', 'machine'],
  playout: ['vocabulary', 'words', 'core', 'playout'],
};

/** The relative module specifiers a source imports or re-exports (`import type` and `export … from` included). */
function importsOf(source: string): string[] {
  const code = source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '');
  const found = [
    ...code.matchAll(/^\s*(?:import|export)\b[^;]*?\bfrom\s*['"]([^'"]+)['"]/gm),
    ...code.matchAll(/^\s*import\s*['"]([^'"]+)['"]/gm),
    ...code.matchAll(/\bimport\(\s*['"]([^'"]+)['"]\s*\)/g),
  ].map((m) => m[1] as string);
  return found.filter((s) => s.startsWith('.'));
}

/** Module (path relative to src, `.ts`) → the modules it imports. */
function importGraph(root: string): Map<string, string[]> {
  const files = (readdirSync(root, { recursive: true }) as string[])
    .map((f) => f.split('\\').join('/'))
    .filter((f) => f.endsWith('.ts'));
  return new Map(
    files.map((file) => [
      file,
      importsOf(readFileSync(join(root, file), 'utf8')).map((spec) =>
        posix.normalize(posix.join(posix.dirname(file), spec)).replace(/\.js$/, '.ts'),
      ),
    ]),
  );
}

/** The layer of a module: its top folder, or `''` for the entry files at the top of src. */
function layerOf(file: string): string {
  const slash = file.indexOf('/');
  return slash < 0 ? '' : file.slice(0, slash);
}

/** Every import that goes to a layer its module may not import, as `from → to`. */
function layerViolations(graph: ReadonlyMap<string, readonly string[]>): string[] {
  const out: string[] = [];
  for (const [file, imports] of graph) {
    const layer = layerOf(file);
    if (layer === '') continue;
    const allowed = MAY_IMPORT[layer];
    if (allowed === undefined) {
      out.push(`${file} is in no known layer`);
      continue;
    }
    for (const target of imports) if (!allowed.includes(layerOf(target))) out.push(`${file} → ${target}`);
  }
  return out;
}

/** One circle of imports (`a → b → a`), or null when the graph has none. */
function findCycle(graph: ReadonlyMap<string, readonly string[]>): string[] | null {
  const state = new Map<string, 'open' | 'done'>();
  const path: string[] = [];
  const visit = (file: string): string[] | null => {
    if (state.get(file) === 'done') return null;
    if (state.get(file) === 'open') return [...path.slice(path.indexOf(file)), file];
    state.set(file, 'open');
    path.push(file);
    for (const next of graph.get(file) ?? []) {
      const cycle = visit(next);
      if (cycle !== null) return cycle;
    }
    path.pop();
    state.set(file, 'done');
    return null;
  };
  for (const file of graph.keys()) {
    const cycle = visit(file);
    if (cycle !== null) return cycle;
  }
  return null;
}

describe('the engine’s layers', () => {
  const graph = importGraph(SRC);

  it('reads every module and its imports', () => {
    expect(graph.size).toBeGreaterThan(20);
    expect(graph.get('core/view.ts')).toContain('core/guard.ts');
    expect(graph.get('playout/index.ts')).toContain('playout/playout.ts');
    for (const imports of graph.values()) for (const target of imports) expect(graph.has(target), target).toBe(true);
  });

  it('has no module that imports a higher or a sibling layer', () => {
    expect(layerViolations(graph)).toEqual([]);
  });

  it('has no circle of imports, type-only ones included', () => {
    expect(findCycle(graph)).toBeNull();
  });

  it('has every module in a folder of a known layer, but the entry', () => {
    expect([...graph.keys()].filter((f) => layerOf(f) === '')).toEqual(['index.ts']);
  });
});

describe('the import reader and its checks', () => {
  it('reads imports, type-only imports, re-exports, side-effect and dynamic imports, not comments', () => {
    const source = [
      "import { a } from './a.js';",
      "import type { B } from '../b.js';",
      'import {',
      '  c,',
      "} from './c.js';",
      "export { d } from './d.js';",
      "export * from './e.js';",
      "import './f.js';",
      "const g = await import('./g.js');",
      "import { x } from 'xstate';",
      "// import { h } from './h.js';",
      "/* import { i } from './i.js'; */",
    ].join('\n');
    expect(importsOf(source)).toEqual(['./a.js', '../b.js', './c.js', './d.js', './e.js', './f.js', './g.js']);
  });

  it('finds an import of a higher layer, of a sibling layer, and a module in no layer', () => {
    const graph = new Map([
      ['vocabulary/cards.ts', ['core/state.ts']],
      ['core/state.ts', ['vocabulary/cards.ts']],
      ['words/log.ts', ['machine/machine.ts']],
      ['machine/machine.ts', ['core/state.ts']],
      ['misc/x.ts', []],
      ['index.ts', ['machine/machine.ts']],
    ]);
    expect(layerViolations(graph)).toEqual([
      'vocabulary/cards.ts → core/state.ts',
      'words/log.ts → machine/machine.ts',
      'misc/x.ts is in no known layer',
    ]);
  });

  it('finds a circle of imports, and none in a tree', () => {
    expect(
      findCycle(
        new Map([
          ['a.ts', ['b.ts']],
          ['b.ts', ['c.ts']],
          ['c.ts', ['a.ts']],
        ]),
      ),
    ).toEqual(['a.ts', 'b.ts', 'c.ts', 'a.ts']);
    expect(
      findCycle(
        new Map([
          ['a.ts', ['b.ts', 'c.ts']],
          ['b.ts', ['c.ts']],
          ['c.ts', []],
        ]),
      ),
    ).toBeNull();
  });
});
