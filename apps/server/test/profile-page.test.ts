// A player's public page, `/p/HANDLE`, on a real server: the profile, its statistics per form and last matches as the
// player shows everyone, in Greek or English by the reader's Accept-Language, every text of a player shown as text,
// the online page's security headers; 404 for no such player (or a deleted one), 503 while the database is away; and
// the reads of players and matches one address may make, counted together with the player routes', then 429.

import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SignedIn, accountAuthorization } from '@birimba/protocol';
import type { Database } from '../src/db/database.js';
import { embeddedDatabase } from '../src/db/embedded-database.js';
import { migrate, readMigrations } from '../src/db/migrations.js';
import { keptMatchId } from '../src/matches/kept-match.js';
import { PUBLIC_READ_LIMIT } from '../src/http/read-limits.js';
import { recordMatch } from '../src/matches/match-archive.js';
import { copyEmptyDatabase } from './helpers/database-template.js';
import { playedLog } from './helpers/played-log.js';
import { type TestServer, testServer } from './helpers/server.js';

const UNLIMITED = { perAddress: { burst: 1e6, perSecond: 1e6 }, perAccount: { burst: 1e6, perSecond: 1e6 } };
const LOG = playedLog('page-solo', { players: 2, matchTarget: null });

describe('a player’s public page', () => {
  let root: string;
  let db: Database;
  let t: TestServer;
  let maria: SignedIn;

  const page = async (handle: string, language = 'el') => {
    const response = await fetch(`${t.http}/p/${encodeURIComponent(handle)}`, {
      headers: { 'accept-language': language },
    });
    return { status: response.status, headers: response.headers, html: await response.text() };
  };
  const api = async (path: string, method: string, key: string, body?: unknown) =>
    fetch(`${t.http}${path}`, {
      method,
      headers: { authorization: accountAuthorization(key), 'content-type': 'application/json' },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
  const signUp = async (name: string): Promise<SignedIn> =>
    (await (
      await fetch(`${t.http}/api/account`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ name }),
      })
    ).json()) as SignedIn;

  beforeAll(async () => {
    // A database of the file's own: the last test closes it.
    root = mkdtempSync(join(tmpdir(), 'birimba-page-'));
    copyEmptyDatabase(join(root, 'database'));
    db = await embeddedDatabase(join(root, 'database'));
    await migrate(db, readMigrations());
    t = await testServer({ database: db, signInLimits: UNLIMITED });
    maria = await signUp('Μαρία');
    await api('/api/account/profile', 'PUT', maria.key, { avatar: 'owl', languages: ['el', 'en'] });
    const id = keptMatchId('PAGEA', LOG);
    await recordMatch(db, {
      id,
      room: 'PAGEA',
      log: LOG,
      readers: [],
      accounts: [maria.account.id, null],
      startedAt: 1_900_000_000_000,
      endedAt: 1_900_000_600_000,
    });
  });
  afterAll(async () => {
    await t.close();
    await db.close();
    rmSync(root, { recursive: true, force: true });
  });

  it('shows the name, handle, avatar, joined date, languages and statistics per form, in Greek', async () => {
    const { status, html, headers } = await page('maria');
    expect(status).toBe(200);
    expect(headers.get('content-type')).toContain('text/html');
    expect(html).toContain('<html lang="el">');
    expect(html).toContain('<h1>Μαρία</h1>');
    expect(html).toContain('@maria');
    expect(html).toContain('owl');
    expect(html).toContain('el, en');
    expect(html).toContain('Στατιστικά');
    expect(html).toMatch(/<table data-statistics>[\s\S]*<td>2<\/td><td>1<\/td>/);
    expect(html).toContain('href="/#profile=maria"');
    // The history is the player's alone by default: no matches on a page everyone reads.
    expect(html).not.toContain('data-history');
  });

  it('speaks English to a reader who asks for it', async () => {
    const { html, headers } = await page('maria', 'en-GB,en;q=0.9');
    expect(html).toContain('<html lang="en">');
    expect(html).toContain('Statistics');
    expect(headers.get('vary')).toContain('Accept-Language');
  });

  it('is sent under the online page’s security headers, with no script', async () => {
    const { headers, html } = await page('maria');
    const online = await fetch(`${t.http}/`);
    const policy = headers.get('content-security-policy') ?? '';
    expect(policy).toContain("object-src 'none'");
    expect(policy).toContain("base-uri 'none'");
    expect(policy).toMatch(/script-src 'self'(;|$)/);
    expect(policy.replace(/script-src[^;]*/, '')).toBe(
      (online.headers.get('content-security-policy') ?? '').replace(/script-src[^;]*/, ''),
    );
    expect(headers.get('x-content-type-options')).toBe('nosniff');
    expect(headers.get('referrer-policy')).toBe('no-referrer');
    expect(html).not.toContain('<script');
  });

  it('shows the last matches once the player shows them to everyone', async () => {
    await api('/api/account/profile', 'PUT', maria.key, { privacy: { history: 'everyone' } });
    const { html } = await page('maria');
    expect(html).toContain(`data-match="${keptMatchId('PAGEA', LOG)}"`);
    expect(html).toContain('Τελευταίες παρτίδες');
  });

  it('hides the statistics the player hides', async () => {
    const hidden = await signUp('Kostas');
    await api('/api/account/profile', 'PUT', hidden.key, { privacy: { statistics: 'nobody' } });
    const { html } = await page('kostas', 'en');
    expect(html).not.toContain('data-statistics');
    expect(html).toContain('does not show their statistics');
  });

  it('shows a name made of markup as text', async () => {
    const id = 'markup-account-000001';
    await db.query('INSERT INTO accounts (id, name, handle, handle_key) VALUES ($1, $2, $3, $3)', [
      id,
      '<script>alert(1)</script>"&',
      'markup',
    ]);
    const { status, html } = await page('markup');
    expect(status).toBe(200);
    expect(html).not.toContain('<script>');
    expect(html).toContain('&#60;script&#62;alert(1)&#60;/script&#62;&#34;&#38;');
  });

  it('is not found for an unknown handle or a deleted account, in the reader’s language', async () => {
    const gone = await signUp('Stavros');
    await api('/api/account', 'DELETE', gone.key);
    for (const handle of ['stavros', 'nobody-here']) {
      const { status, html } = await page(handle, 'en');
      expect(status).toBe(404);
      expect(html).toContain('There is no player of this name.');
    }
    expect((await page('nobody-here', 'el')).html).toContain('Δεν υπάρχει παίκτης');
  });

  it('counts the reads of players and matches from one address together, and refuses past them 429', async () => {
    const { burst, perSecond } = PUBLIC_READ_LIMIT;
    // A full bucket: the earlier tests' reads refilled.
    t.clock.advance((burst / perSecond) * 1000);
    const reads = [
      () => fetch(`${t.http}/api/players/maria`),
      () => fetch(`${t.http}/api/players/maria/matches`),
      () => fetch(`${t.http}/api/matches/NEVER-1-000000000000`),
      () => fetch(`${t.http}/p/maria`),
    ];
    for (let n = 0; n < burst; n++) expect((await reads[n % reads.length]!()).status).not.toBe(429);
    // An account's own routes are no public read: still answered.
    expect((await api('/api/account/me', 'GET', maria.key)).status).toBe(200);
    for (const read of reads.slice(0, 3)) {
      const refused = await read();
      expect(refused.status).toBe(429);
      expect(refused.headers.get('retry-after')).toBe(String(Math.ceil(1 / perSecond)));
      expect(await refused.json()).toMatchObject({ error: 'rate-limited' });
    }
    const { status, headers, html } = await page('maria', 'en');
    expect(status).toBe(429);
    expect(headers.get('retry-after')).toBe(String(Math.ceil(1 / perSecond)));
    expect(html).toContain('data-error="rate-limited"');
    expect(html).toContain('Too many pages');
    // Once the time to wait has passed, the next read is answered.
    t.clock.advance(Math.ceil(1 / perSecond) * 1000);
    expect((await page('maria', 'en')).status).toBe(200);
    t.clock.advance((burst / perSecond) * 1000);
  });

  // Last: the database closed.
  it('answers 503 profiles-unavailable while the database is away', async () => {
    await db.close();
    const { status, html, headers } = await page('maria', 'en');
    expect(status).toBe(503);
    expect(html).toContain('data-error="profiles-unavailable"');
    expect(html).toContain('not available right now');
    expect(headers.get('content-security-policy')).toContain("object-src 'none'");
  });
});
