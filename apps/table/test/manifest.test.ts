// custom-elements.json is hand-written: these checks keep it accurate.
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { BirimbaTable } from '../src/index.js';

interface Manifest {
  modules: { declarations: { tagName: string; attributes: { name: string }[]; cssParts: { name: string }[]; cssProperties: { name: string }[] }[] }[];
}

const APP = join(import.meta.dirname, '..');
const manifest = JSON.parse(readFileSync(join(APP, 'custom-elements.json'), 'utf8')) as Manifest;
const decl = manifest.modules[0]?.declarations[0];

describe('custom-elements.json', () => {
  it('declares <birimba-table> with every attribute of the element', () => {
    expect(decl?.tagName).toBe('birimba-table');
    const attributes = Object.entries(BirimbaTable.properties)
      .filter(([, p]) => !('state' in p && p.state === true))
      .map(([name, p]) => ('attribute' in p && typeof p.attribute === 'string' ? p.attribute : name));
    expect(decl?.attributes.map((a) => a.name).sort()).toEqual(attributes.sort());
  });

  it('lists exactly the parts and custom properties the styles and template use', () => {
    // The element and its parts: every template and every style sheet of src/.
    const files = [
      ...readdirSync(join(APP, 'src')).map((f) => join(APP, 'src', f)),
      ...readdirSync(join(APP, 'src', 'components')).map((f) => join(APP, 'src', 'components', f)),
    ].filter((f) => f.endsWith('.ts'));
    const source = files.filter((f) => !f.endsWith('.styles.ts')).map((f) => readFileSync(f, 'utf8')).join('\n');
    const styles = files.filter((f) => f.endsWith('.styles.ts')).map((f) => readFileSync(f, 'utf8')).join('\n');
    const parts = [...new Set([...source.matchAll(/part="([a-z-]+)"/g)].map((m) => m[1]))].sort();
    expect(decl?.cssParts.map((p) => p.name).sort()).toEqual(parts);
    const props = [...new Set([...styles.matchAll(/var\((--birimba-[a-z-]+)/g)].map((m) => m[1]))].sort();
    expect(decl?.cssProperties.map((p) => p.name).sort()).toEqual(props);
  });
});
