// The account routes as the table and the server both say them: every route once, the key only in a header or the
// join's options, a sign-in link whose secret never reaches a server in a request line, handles safe in a URL, and
// the bodies each route takes and gives.
import { readFileSync } from 'node:fs';
import { Ajv2020 } from 'ajv/dist/2020.js';
import * as fc from 'fast-check';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  ACCOUNT_ERRORS,
  ACCOUNT_ROUTES,
  type AccountSelf,
  HANDLE_PATTERN,
  type MatchSummary,
  accountAuthorization,
  accountKeyOfAuthorization,
  accountPath,
  deviceLinkSecret,
  deviceLinkUrl,
  profileLinkHandle,
  profileLinkUrl,
  profilePagePath,
  roomLogAuthorization,
} from '../src/index.js';
import {
  ACCOUNT_ANSWER_SCHEMAS,
  ACCOUNT_REQUEST_SCHEMAS,
  JoinOptionsSchema,
  readAccountRequest,
} from '../src/schemas/index.js';
import { schemaFile } from '../scripts/json-schema.js';

const KEY = 'q'.repeat(43);
const key = fc.stringMatching(/^[A-Za-z0-9_-]{43}$/);

const ACCOUNT: AccountSelf = {
  id: 'AbCdEfGhIjKlMnOpQrSt_-',
  name: 'Νίκος',
  handle: 'nikos',
  avatar: null,
  languages: ['el', 'en'],
  joined: '2026-05-01T19:30:00.000Z',
  privacy: { statistics: 'everyone', history: 'friends', leaderboards: true },
};

const MATCH: MatchSummary = {
  id: 'ABCDE12345-1',
  form: 2,
  started: '2026-05-01T19:30:00.000Z',
  ended: '2026-05-01T20:10:00.000Z',
  seats: [
    { seat: 0, team: 0, player: { kind: 'account', name: 'Νίκος', handle: 'nikos' }, standIn: false },
    { seat: 1, team: 1, player: { kind: 'bot', level: 'normal' }, standIn: false },
  ],
  teams: [
    {
      team: 0,
      seats: [0],
      outcome: 'won',
      score: 3120,
      deals: [1500, 1620],
      birimbas: { clean: 2, dirty: 1 },
      closings: 1,
    },
    {
      team: 1,
      seats: [1],
      outcome: 'lost',
      score: 900,
      deals: [400, 500],
      birimbas: { clean: 0, dirty: 1 },
      closings: 1,
    },
  ],
};

describe('the account routes', () => {
  it('are JSON routes under /api/, each method and path once', () => {
    const routes = Object.values(ACCOUNT_ROUTES);
    expect(routes.every((r) => r.path.startsWith('/api/'))).toBe(true);
    expect(new Set(routes.map((r) => `${r.method} ${r.path}`)).size).toBe(routes.length);
  });

  it('fill in a handle or a match id as one path segment', () => {
    expect(accountPath('player', 'nikos')).toBe('/api/players/nikos');
    expect(accountPath('playerMatches', 'nikos-2')).toBe('/api/players/nikos-2/matches');
    expect(accountPath('match', 'a/b')).toBe('/api/matches/a%2Fb');
    expect(profilePagePath('nikos')).toBe('/p/nikos');
  });

  it('answer a refusal with a status of its kind: a key refused is 401, the database away 503', () => {
    expect(ACCOUNT_ERRORS.unauthorized).toBe(401);
    expect(ACCOUNT_ERRORS['profiles-unavailable']).toBe(503);
    expect(ACCOUNT_ERRORS['rate-limited']).toBe(429);
  });
});

describe('the account key’s header', () => {
  it('carries the key and gives it back', () => {
    fc.assert(fc.property(key, (k) => accountKeyOfAuthorization(accountAuthorization(k)) === k));
    expect(accountAuthorization(KEY)).toBe(`Account ${KEY}`);
  });

  it('is not a seat’s bearer token, nor an empty or a padded header', () => {
    expect(accountKeyOfAuthorization(roomLogAuthorization(KEY))).toBeNull();
    expect(accountKeyOfAuthorization('Account')).toBeNull();
    expect(accountKeyOfAuthorization('Account ')).toBeNull();
    expect(accountKeyOfAuthorization(`Account ${KEY} more`)).toBeNull();
    expect(accountKeyOfAuthorization(undefined)).toBeNull();
  });
});

describe('a sign-in link for another device', () => {
  it('gives its secret back from the address the page opens', () => {
    fc.assert(
      fc.property(key, (secret) => deviceLinkSecret(deviceLinkUrl('https://birimba.example/', secret)) === secret),
    );
  });

  it('keeps the secret in the fragment, which no request sends', () => {
    const link = new URL(deviceLinkUrl('https://birimba.example', KEY));
    expect(link.pathname + link.search).not.toContain(KEY);
    expect(link.hash).toContain(KEY);
  });

  it('is none in an address without one', () => {
    expect(deviceLinkSecret('https://birimba.example/?room=ABCDE12345')).toBeNull();
    expect(deviceLinkSecret('https://birimba.example/#device=')).toBeNull();
  });
});

describe("a player's profile opened in the table", () => {
  it('gives its handle back from the address the page opens, whatever the handle holds', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1 }), (handle) => {
        expect(profileLinkHandle(profileLinkUrl('https://birimba.example/', handle))).toBe(handle);
      }),
    );
    expect(profileLinkUrl('', 'nikos-2')).toBe('/#profile=nikos-2');
  });

  it('is read beside the other fragment parameters, and is none where there is none', () => {
    expect(profileLinkHandle('https://birimba.example/?room=ABCDE12345#x=1&profile=maria&y=2')).toBe('maria');
    expect(profileLinkHandle(`https://birimba.example/#device=${KEY}`)).toBeNull();
    expect(profileLinkHandle('https://birimba.example/#profile=')).toBeNull();
    expect(profileLinkHandle('https://birimba.example/?profile=maria')).toBeNull();
    // A fragment that does not decode names nobody (and throws nothing).
    expect(profileLinkHandle('https://birimba.example/#profile=%E0%A4%A')).toBeNull();
  });
});

describe('a handle', () => {
  it.each(['nikos', 'nikos-2', 'maria_k', 'player', 'x'.repeat(24)])('may be %s', (handle) => {
    expect(handle).toMatch(HANDLE_PATTERN);
  });

  it.each(['Nikos', 'ni', 'νίκος', '-nikos', 'nikos-', 'x'.repeat(25), 'a/b', 'a b'])('may not be %s', (handle) => {
    expect(handle).not.toMatch(HANDLE_PATTERN);
  });
});

describe('a request’s body', () => {
  it('is read as its route takes it', () => {
    expect(readAccountRequest('createAccount', { name: 'Νίκος' })).toEqual({ ok: true, request: { name: 'Νίκος' } });
    expect(readAccountRequest('me', undefined)).toMatchObject({ ok: true });
    expect(readAccountRequest('editProfile', { privacy: { history: 'everyone' } })).toMatchObject({ ok: true });
  });

  it('is refused name-invalid for a name the name rules refuse', () => {
    for (const name of [' Maria', '\u200b', '', 'x'.repeat(25)])
      expect(readAccountRequest('createAccount', { name })).toMatchObject({
        ok: false,
        error: { error: 'name-invalid' },
      });
    expect(readAccountRequest('rename', { name: 'Ma\u202eria' })).toMatchObject({
      ok: false,
      error: { error: 'name-invalid' },
    });
  });

  it('is refused bad-request when it is not the route’s, naming the field', () => {
    const extra = readAccountRequest('createAccount', { name: 'Maria', admin: true });
    expect(extra).toMatchObject({ ok: false, error: { error: 'bad-request' } });
    expect(readAccountRequest('createAccount', undefined)).toMatchObject({
      ok: false,
      error: { error: 'bad-request' },
    });
    expect(readAccountRequest('me', { name: 'Maria' })).toMatchObject({ ok: false, error: { error: 'bad-request' } });
    const secret = readAccountRequest('redeemDeviceLink', { secret: 'short' });
    expect(secret).toMatchObject({ ok: false, error: { error: 'bad-request' } });
    if (!secret.ok) expect(secret.error.message).toContain('secret');
  });

  it('never echoes a refused secret', () => {
    const sent = `${KEY}!`;
    const read = readAccountRequest('redeemDeviceLink', { secret: sent });
    expect(read.ok).toBe(false);
    if (!read.ok) expect(read.error.message).not.toContain(KEY);
  });
});

describe('an answer', () => {
  const takes = (route: keyof typeof ACCOUNT_ANSWER_SCHEMAS, answer: unknown): boolean =>
    v.safeParse(ACCOUNT_ANSWER_SCHEMAS[route] as v.GenericSchema, answer).success;

  it('is the shape its route gives', () => {
    expect(takes('me', ACCOUNT)).toBe(true);
    expect(takes('createAccount', { account: ACCOUNT, key: KEY })).toBe(true);
    expect(takes('playerMatches', { matches: [MATCH], next: null })).toBe(true);
    expect(takes('me', { ...ACCOUNT, handle: 'Νίκος' })).toBe(false);
    expect(takes('me', { ...ACCOUNT, joined: 'yesterday' })).toBe(false);
    expect(takes('playerMatches', { matches: [{ ...MATCH, form: 3 }], next: null })).toBe(false);
    expect(takes('playerMatches', { matches: [{ ...MATCH, seat: 0, outcome: 'won' }], next: null })).toBe(true);
    expect(takes('playerMatches', { matches: [{ ...MATCH, seat: 0, outcome: 'first' }], next: null })).toBe(false);
  });

  it('is published as JSON Schema that takes and refuses the same', () => {
    const ajv = new Ajv2020({ strict: false });
    const published = (file: string) => ajv.compile(JSON.parse(readFileSync(schemaFile(file), 'utf8')) as object);
    expect(published('account-me-answer.schema.json')(ACCOUNT)).toBe(true);
    expect(published('account-me-answer.schema.json')({ ...ACCOUNT, handle: 'Νίκος' })).toBe(false);
    expect(published('account-player-matches-answer.schema.json')({ matches: [MATCH], next: null })).toBe(true);
    expect(published('account-create-account-request.schema.json')({ name: ' Maria' })).toBe(false);
    expect(Object.keys(ACCOUNT_REQUEST_SCHEMAS)).toEqual([
      'createAccount',
      'redeemDeviceLink',
      'rename',
      'editProfile',
    ]);
  });
});

describe('the join option account', () => {
  it('carries an account key, and nothing else', () => {
    expect(v.safeParse(JoinOptionsSchema, { name: 'Νίκος', account: KEY }).success).toBe(true);
    expect(v.safeParse(JoinOptionsSchema, { name: 'Νίκος', account: 'short' }).success).toBe(false);
  });
});
