// The game log's SHA-256 (pure JS, for Node and the browser alike), checked against the published test vectors and
// Node's own implementation.
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { sha256Hex } from '../src/sha256.js';

const node = (text: string): string => createHash('sha256').update(text, 'utf8').digest('hex');

describe('sha256Hex', () => {
  it('gives the FIPS 180-4 example digests', () => {
    expect(sha256Hex('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
    expect(sha256Hex('')).toBe('e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855');
    expect(sha256Hex('abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq')).toBe(
      '248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1',
    );
  });

  it('agrees with Node on every length around the block and padding boundaries', () => {
    for (let n = 0; n <= 200; n++) expect(sha256Hex('x'.repeat(n)), `length ${n}`).toBe(node('x'.repeat(n)));
  });

  it('hashes the UTF-8 bytes of any text, long ones included', () => {
    for (const text of ['Μπιρίμπα', '♠♥♦♣ 🂡', JSON.stringify({ seed: 'ε'.repeat(1000) }), 'ab'.repeat(300_000)])
      expect(sha256Hex(text)).toBe(node(text));
  });
});
