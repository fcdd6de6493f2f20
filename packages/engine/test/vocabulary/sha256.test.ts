// The engine's SHA-256 and HMAC-SHA-256 (pure JS, for Node and the browser alike), checked against the published test
// vectors and Node's own implementation.
import { createHash, createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { hmacSha256, sha256Hex, utf8 } from '../../src/vocabulary/sha256.js';

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

const hex = (bytes: Uint8Array): string => Buffer.from(bytes).toString('hex');

describe('hmacSha256', () => {
  it('gives the RFC 4231 test vectors', () => {
    // Test case 1: a 20-byte key of 0x0b, "Hi There".
    expect(hex(hmacSha256(new Uint8Array(20).fill(0x0b), utf8('Hi There')))).toBe(
      'b0344c61d8db38535ca8afceaf0bf12b881dc200c9833da726e9376c2e32cff7',
    );
    // Test case 2: the key "Jefe".
    expect(hex(hmacSha256(utf8('Jefe'), utf8('what do ya want for nothing?')))).toBe(
      '5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843',
    );
    // Test case 6: a 131-byte key, longer than a block, is hashed first.
    expect(
      hex(hmacSha256(new Uint8Array(131).fill(0xaa), utf8('Test Using Larger Than Block-Size Key - Hash Key First'))),
    ).toBe('60e431591ee0b67f0d8a26aacbf5b77f8e0bc6213728c5140546040f0ee37f54');
  });

  it('agrees with Node on keys and messages of every length around a block', () => {
    for (let n = 0; n <= 140; n += 7) {
      const key = utf8('κ'.repeat(n));
      const message = utf8('m'.repeat(2 * n + 1));
      expect(hex(hmacSha256(key, message)), `length ${n}`).toBe(
        createHmac('sha256', key).update(message).digest('hex'),
      );
    }
  });
});
