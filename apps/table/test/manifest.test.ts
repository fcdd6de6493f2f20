// custom-elements.json is generated (`pnpm cem`, @custom-elements-manifest/analyzer with its Lit plugin): the file
// checked in must be what the analyzer makes of the source now, and say what the element really has.
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { cli } from '@custom-elements-manifest/analyzer/cli.js';
import { BirimbaTable } from '../src/index.js';

interface Declaration {
  name: string;
  tagName?: string;
  attributes: { name: string }[];
  members: { name: string; kind: string }[];
  events: { name: string }[];
  cssParts: { name: string }[];
  cssProperties: { name: string }[];
}
interface Manifest {
  modules: { declarations: Declaration[] }[];
}

const APP = join(import.meta.dirname, '..');
const manifest = JSON.parse(readFileSync(join(APP, 'custom-elements.json'), 'utf8')) as Manifest;
const decl = manifest.modules.flatMap((m) => m.declarations).find((d) => d.tagName === 'birimba-table');

/** Every source file of src/ and its folders. */
const sourceFiles = (): string[] =>
  readdirSync(join(APP, 'src'), { recursive: true, encoding: 'utf8' })
    .map((f) => join(APP, 'src', f))
    .filter((f) => f.endsWith('.ts'));

describe('custom-elements.json', () => {
  it('is what the analyzer generates from the source now (run `pnpm cem` after changing the element)', async () => {
    const fresh = await cli({
      argv: ['analyze', '--config', 'custom-elements-manifest.config.mjs', '--quiet'],
      cwd: APP,
      noWrite: true,
    });
    expect(manifest).toEqual(JSON.parse(JSON.stringify(fresh)));
  });

  it('declares <birimba-table> with every attribute of the element', () => {
    expect(decl?.tagName).toBe('birimba-table');
    const attributes = Object.entries(BirimbaTable.properties)
      .filter(([, p]) => !('state' in p && p.state === true))
      .map(([name, p]) => ('attribute' in p && typeof p.attribute === 'string' ? p.attribute : name));
    expect(decl?.attributes.map((a) => a.name).sort()).toEqual(attributes.sort());
  });

  it('lists every event the element dispatches and no other', () => {
    // The element fires its events itself and through the module that reacts to its game (a `fire` of its own).
    const source = sourceFiles()
      .map((f) => readFileSync(f, 'utf8'))
      .join('\n');
    const fired = [...new Set([...source.matchAll(/\.fire<\w+>\('(birimba-[a-z-]+)'/g)].map((m) => m[1]))].sort();
    expect(fired.length).toBeGreaterThanOrEqual(6);
    expect(decl?.events.map((e) => e.name).sort()).toEqual(fired);
  });

  it('lists the public methods of the element', () => {
    const proto = BirimbaTable.prototype as unknown as Record<string, unknown>;
    const methods = (decl?.members ?? []).filter((m) => m.kind === 'method').map((m) => m.name);
    expect(methods).toEqual(
      expect.arrayContaining([
        'newGame',
        'nextDeal',
        'hint',
        'play',
        'retry',
        'skip',
        'applyHint',
        'exportLog',
        'clearSelection',
      ]),
    );
    for (const name of methods) expect(typeof proto[name]).toBe('function');
  });

  it('lists exactly the parts and custom properties the styles and template use', () => {
    // The element and its parts: every template and every style sheet of src/.
    const files = sourceFiles();
    const source = files
      .filter((f) => !f.endsWith('.styles.ts'))
      .map((f) => readFileSync(f, 'utf8'))
      .join('\n');
    const styles = files
      .filter((f) => f.endsWith('.styles.ts'))
      .map((f) => readFileSync(f, 'utf8'))
      .join('\n');
    const parts = [...new Set([...source.matchAll(/part="([a-z-]+)"/g)].map((m) => m[1]))].sort();
    expect(parts.length).toBeGreaterThan(10);
    expect(decl?.cssParts.map((p) => p.name).sort()).toEqual(parts);
    const props = [...new Set([...styles.matchAll(/var\((--birimba-[a-z-]+)/g)].map((m) => m[1]))].sort();
    expect(props.length).toBeGreaterThan(10);
    expect(decl?.cssProperties.map((p) => p.name).sort()).toEqual(props);
  });
});
