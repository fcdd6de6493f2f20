// An account's secrets: its id and its devices' keys are random and long enough never to be guessed, only their hashes
// are kept, and a key is read from its header alone — a bad header is refused without repeating a character of it.
import * as fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ACCOUNT_ID_LENGTH, ACCOUNT_KEY_LENGTH, accountAuthorization, roomLogAuthorization } from '@birimba/protocol';
import { newAccountId, newSecret, readAccountKey, secretHash, secretMatches } from '../src/accounts/account-secrets.js';

const BASE64URL = /^[A-Za-z0-9_-]+$/;

/** The bits of a base64url text's characters. */
const bits = (text: string): number => text.length * 6;

describe('an account id', () => {
  it('holds at least 128 random bits, in base64url', () => {
    const id = newAccountId();
    expect(id).toHaveLength(ACCOUNT_ID_LENGTH);
    expect(id).toMatch(BASE64URL);
    expect(bits(id)).toBeGreaterThanOrEqual(128);
  });

  it('is new every time', () => {
    const ids = new Set(Array.from({ length: 2000 }, newAccountId));
    expect(ids.size).toBe(2000);
  });
});

describe('a device key or a sign-in link', () => {
  it('is 32 random bytes in base64url, new every time', () => {
    const issued = Array.from({ length: 2000 }, () => newSecret().secret);
    expect(new Set(issued).size).toBe(2000);
    for (const secret of issued.slice(0, 20)) {
      expect(secret).toHaveLength(ACCOUNT_KEY_LENGTH);
      expect(Buffer.from(secret, 'base64url')).toHaveLength(32);
    }
  });

  it('is kept only as its SHA-256, which does not hold it', () => {
    const { secret, hash } = newSecret();
    expect(hash).toMatch(/^[0-9a-f]{64}$/);
    expect(hash).not.toContain(secret);
    expect(secretHash(secret)).toBe(hash);
  });

  it('matches its own hash and no other secret’s', () => {
    const a = newSecret();
    const b = newSecret();
    expect(secretMatches(a.secret, a.hash)).toBe(true);
    expect(secretMatches(b.secret, a.hash)).toBe(false);
    expect(secretMatches(a.hash, a.hash)).toBe(false);
  });
});

describe('the key of a request', () => {
  const key = newSecret().secret;
  const MESSAGES = [undefined, 'x'].map((header) => {
    const read = readAccountKey(header);
    return read.ok ? '' : read.error.message;
  });

  it('is read from Authorization: Account KEY', () => {
    expect(readAccountKey(accountAuthorization(key))).toEqual({ ok: true, key });
  });

  it.each([
    ['no header', undefined],
    ['an empty header', ''],
    ['a seat’s bearer token', roomLogAuthorization(key)],
    ['the scheme alone', 'Account'],
    ['a short key', accountAuthorization(key.slice(1))],
    ['a long key', accountAuthorization(`${key}A`)],
    ['a key not in base64url', accountAuthorization(`${key.slice(1)}+`)],
    ['a key and more', `${accountAuthorization(key)} ${key}`],
  ])('is refused unauthorized for %s', (_what, header) => {
    expect(readAccountKey(header)).toMatchObject({ ok: false, error: { error: 'unauthorized' } });
  });

  it('is refused without repeating what was sent', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 6 }), (sent) => {
        // A text our own messages hold would be found in them whatever was sent.
        fc.pre(!MESSAGES.some((message) => message.includes(sent.trim())));
        for (const header of [sent, `Account ${sent}`, `Bearer ${sent}`]) {
          const read = readAccountKey(header);
          if (!read.ok) expect(read.error.message).not.toContain(sent.trim());
        }
      }),
    );
  });
});
