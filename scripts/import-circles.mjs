// Import circles among the TypeScript sources of every package and app (`packages/*/src`, `apps/*/src`): two or more
// files that each need the other, through relative `import`, `import type` or `export … from` (as a reader follows
// them; a lazy `import()` is a load, not a dependency). Dependencies point one way, inside a package too: `check`
// fails on any circle, naming its files. Usage: node scripts/import-circles.mjs [root] (the repository by default).

import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import ts from 'typescript';

/** The `.ts` sources (no tests, no declarations) under `dir`. */
function sources(dir) {
  const found = [];
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) {
      if (name !== 'node_modules' && name !== 'dist') found.push(...sources(path));
    } else if (name.endsWith('.ts') && !name.endsWith('.d.ts') && !name.endsWith('.test.ts')) found.push(path);
  }
  return found;
}

/** The files `file` imports by a relative static import or re-export, among `known`. */
function importsOf(file, known) {
  const text = readFileSync(file, 'utf8');
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, false, ts.ScriptKind.TS);
  const targets = new Set();
  for (const statement of source.statements) {
    const specifier =
      (ts.isImportDeclaration(statement) || ts.isExportDeclaration(statement)) &&
      statement.moduleSpecifier !== undefined &&
      ts.isStringLiteral(statement.moduleSpecifier)
        ? statement.moduleSpecifier.text
        : null;
    if (specifier === null || !specifier.startsWith('.')) continue;
    const base = resolve(dirname(file), specifier);
    const candidates = [base.replace(/\.js$/, '.ts'), `${base}.ts`, join(base, 'index.ts')];
    const target = candidates.find((c) => known.has(c));
    if (target !== undefined && target !== file) targets.add(target);
  }
  return targets;
}

/** The circles (strongly connected components of two files or more) of the import graph, each sorted. */
export function importCircles(root) {
  const files = [];
  for (const group of ['packages', 'apps']) {
    const groupDir = join(root, group);
    if (!existsSync(groupDir)) continue;
    for (const name of readdirSync(groupDir)) {
      const src = join(groupDir, name, 'src');
      if (existsSync(src) && statSync(src).isDirectory()) files.push(...sources(src));
    }
  }
  const known = new Set(files);
  const edges = new Map(files.map((f) => [f, importsOf(f, known)]));
  // Tarjan's algorithm, iterative (a long chain of imports must not overflow the stack).
  let next = 0;
  const index = new Map();
  const low = new Map();
  const onStack = new Set();
  const stack = [];
  const circles = [];
  for (const start of files) {
    if (index.has(start)) continue;
    const work = [{ file: start, targets: [...edges.get(start)], at: 0 }];
    index.set(start, next);
    low.set(start, next++);
    stack.push(start);
    onStack.add(start);
    while (work.length > 0) {
      const frame = work[work.length - 1];
      if (frame.at < frame.targets.length) {
        const target = frame.targets[frame.at++];
        if (!index.has(target)) {
          index.set(target, next);
          low.set(target, next++);
          stack.push(target);
          onStack.add(target);
          work.push({ file: target, targets: [...edges.get(target)], at: 0 });
        } else if (onStack.has(target)) low.set(frame.file, Math.min(low.get(frame.file), index.get(target)));
        continue;
      }
      work.pop();
      const parent = work[work.length - 1];
      if (parent !== undefined) low.set(parent.file, Math.min(low.get(parent.file), low.get(frame.file)));
      if (low.get(frame.file) !== index.get(frame.file)) continue;
      const component = [];
      let member;
      do {
        member = stack.pop();
        onStack.delete(member);
        component.push(member);
      } while (member !== frame.file);
      if (component.length > 1) circles.push(component.map((f) => relative(root, f)).sort());
    }
  }
  return circles;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const root = resolve(process.argv[2] ?? join(dirname(fileURLToPath(import.meta.url)), '..'));
  const circles = importCircles(root);
  for (const circle of circles) console.error(`import circle: ${circle.join(' ↔ ')}`);
  if (circles.length > 0) {
    console.error(
      `import-circles: ${String(circles.length)} circle(s); turn one import of each around (the file that needs a concept should own it, or a third file is missing)`,
    );
    process.exit(1);
  }
  console.log('import-circles: none in packages/*/src and apps/*/src');
}
