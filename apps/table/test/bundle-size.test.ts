// bench/bundle-size.ts: every built script measured under its name without the hash, and `check`'s verdict on how
// far the build may be from the committed sizes.
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { TOLERANCE, differences, measure, unhashed } from '../bench/bundle-size.js';

describe('the build sizes', () => {
  it('names a hashed chunk without its hash, and leaves other names alone', () => {
    expect(unhashed('online-Ct_orWkk.js')).toBe('online-*.js');
    expect(unhashed('cdn/room-log-BR-Fv5N_.js')).toBe('cdn/room-log-*.js');
    expect(unhashed('assets/ai.worker-i19xPsoL.js')).toBe('assets/ai.worker-*.js');
    expect(unhashed('birimba-table.js')).toBe('birimba-table.js');
    expect(unhashed('cdn/ai.worker.js')).toBe('cdn/ai.worker.js');
  });

  it('measures every script under dist, in folders too, raw and gzipped, and not the type declarations', () => {
    const dir = mkdtempSync(join(tmpdir(), 'bundle-size-'));
    mkdirSync(join(dir, 'cdn'));
    mkdirSync(join(dir, 'types'));
    const text = 'export const a = 1;\n'.repeat(200);
    writeFileSync(join(dir, 'birimba-table.js'), text);
    writeFileSync(join(dir, 'cdn', 'qr-B7K28mVN.js'), 'x');
    writeFileSync(join(dir, 'types', 'index.js'), 'x');
    writeFileSync(join(dir, 'index.html'), '<p>');
    expect(measure(dir)).toEqual({
      'birimba-table.js': { bytes: text.length, gzipBytes: gzipSync(text, { level: 9 }).length },
      'cdn/qr-*.js': { bytes: 1, gzipBytes: gzipSync('x', { level: 9 }).length },
    });
  });

  it('refuses two files that only their hashes tell apart', () => {
    const dir = mkdtempSync(join(tmpdir(), 'bundle-size-'));
    writeFileSync(join(dir, 'online-Ct_orWkk.js'), 'a');
    writeFileSync(join(dir, 'online-Bz3VZuZl.js'), 'b');
    expect(() => measure(dir)).toThrow('two built files are online-*.js');
  });

  it('passes a build within the tolerance of the results, and names every file beyond it or missing', () => {
    const kept = { 'a.js': { bytes: 100_000, gzipBytes: 30_000 }, 'b.js': { bytes: 10, gzipBytes: 5 } };
    const edge = (n: number, sign: number): number => Math.round(n * (1 + sign * TOLERANCE));
    const near = { ...kept, 'a.js': { bytes: edge(100_000, 1), gzipBytes: edge(30_000, -1) } };
    expect(differences(near, kept)).toEqual([]);
    const over = edge(30_000, 1) + 1;
    const grown = { 'a.js': { bytes: 100_000, gzipBytes: over }, 'c.js': kept['b.js'] };
    expect(differences(grown, kept)).toEqual([
      'c.js is built and not in the results',
      `a.js: gzipBytes ${String(over)} built, 30000 in the results`,
      'b.js is in the results and no longer built',
    ]);
  });
});
