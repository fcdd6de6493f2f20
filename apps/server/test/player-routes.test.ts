// The routes that read a player, on a real server: a profile with its statistics per form, found by its handle or by
// the name it was made of (Πέτρος finds petros); a player's matches newest first, a page at a time, to whom the player
// lets see them; one match with its log, to its players and to whom one of them lets see their history, and to nobody
// else — not even that it exists; a deleted account a former player in others' matches; the export with every match
// and every name held.

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ACCOUNT_ROUTES,
  type AccountRoute,
  type FormStatistics,
  type MatchDetail,
  type MatchPage,
  type PlayerProfile,
  START_RATING,
  type SignedIn,
  accountAuthorization,
  accountPath,
} from '@birimba/protocol';
import { ACCOUNT_ANSWER_SCHEMAS } from '@birimba/protocol/schemas';
import * as v from 'valibot';
import type { GameLog } from '@birimba/game-log';
import type { Database } from '../src/db/database.js';
import { keptMatchId } from '../src/matches/kept-match.js';
import { recordMatch } from '../src/matches/match-archive.js';
import { matchStats } from '../src/matches/match-stats.js';
import { playedLog } from './helpers/played-log.js';
import { ownDatabase } from './helpers/shared-database.js';
import { type TestServer, testServer } from './helpers/server.js';

const UNLIMITED = { perAddress: { burst: 1e6, perSecond: 1e6 }, perAccount: { burst: 1e6, perSecond: 1e6 } };

/** A log's bots named by their level, as a server's log names them (match-record.ts). */
const byLevel = (log: GameLog): GameLog => ({
  ...log,
  bots: log.bots.map((b) => (b.kind === 'human' ? b : { ...b, name: 'easy' })),
});
/** Two single deals of two players, played once for the file: seat 0 Maria, seat 1 a bot — or a person. */
const SOLO = byLevel(playedLog('reads-solo', { players: 2, matchTarget: null }));
const DUO = byLevel(playedLog('reads-duo', { players: 2, matchTarget: null }));
/** The log of `log` with seat 1 a person, Nikos. */
const withPerson = (log: GameLog): GameLog => ({
  ...log,
  bots: log.bots.map((b) => (b.seat === 1 ? { ...b, kind: 'human', name: 'human', player: 'Nikos' } : b)),
});

interface Answer {
  readonly status: number;
  readonly body: unknown;
}

describe('a player read by anyone', () => {
  let t: TestServer;
  let db: Database;
  let petros: SignedIn;
  let nikos: SignedIn;
  let stranger: SignedIn;
  /** Petros's matches, newest first. */
  const petrosMatches: string[] = [];
  let duoId = '';
  let ended = 1_900_000_000_000;
  /** When each match recorded ended. */
  const endedAt = new Map<string, number>();

  const ask = async (
    route: AccountRoute,
    options: { key?: string; id?: string; query?: string; body?: unknown } = {},
  ): Promise<Answer> => {
    const headers: Record<string, string> = {};
    if (options.key !== undefined) headers.authorization = accountAuthorization(options.key);
    if (options.body !== undefined) headers['content-type'] = 'application/json';
    const response = await fetch(`${t.http}${accountPath(route, options.id)}${options.query ?? ''}`, {
      method: ACCOUNT_ROUTES[route].method,
      headers,
      ...(options.body === undefined ? {} : { body: JSON.stringify(options.body) }),
    });
    const text = await response.text();
    return { status: response.status, body: text === '' ? null : (JSON.parse(text) as unknown) };
  };
  const signUp = async (name: string): Promise<SignedIn> =>
    (await ask('createAccount', { body: { name } })).body as SignedIn;
  /** Records `log` as a match of room `room`, its accounts by seat, a minute after the last one. */
  const record = async (room: string, log: GameLog, accounts: (string | null)[]): Promise<string> => {
    ended += 60_000;
    const id = keptMatchId(room, log);
    await recordMatch(db, { id, room, log, readers: [], accounts, startedAt: ended - 600_000, endedAt: ended });
    endedAt.set(id, ended);
    return id;
  };
  /** Answers valid by the protocol's own schema of the route. */
  const valid = (route: AccountRoute, body: unknown): boolean =>
    v.safeParse(ACCOUNT_ANSWER_SCHEMAS[route] ?? v.never(), body).success;

  beforeAll(async () => {
    // A database of the file's own: its tests look players up by handle, and the worker's shared one holds other
    // files' Nikos and Kostas.
    db = await ownDatabase();
    t = await testServer({ signInLimits: UNLIMITED, database: db });
    petros = await signUp('Πέτρος');
    nikos = await signUp('Nikos');
    stranger = await signUp('Xenia');
    for (const room of ['READA', 'READB', 'READC', 'READD'])
      petrosMatches.unshift(await record(room, SOLO, [petros.account.id, null]));
    duoId = await record('READDUO', withPerson(DUO), [petros.account.id, nikos.account.id]);
    petrosMatches.unshift(duoId);
  });
  afterAll(async () => {
    await t.close();
    await db.close();
  });

  it('shows a profile’s statistics per form, as its matches made them, to anyone by default', async () => {
    const solo = matchStats(SOLO).seats[0];
    const duo = matchStats(withPerson(DUO)).seats[0];
    if (solo === undefined || duo === undefined) throw new Error('no seat 0');
    const scores = [solo.score, solo.score, solo.score, solo.score, duo.score];
    const deals = 4 * matchStats(SOLO).deals + matchStats(DUO).deals;
    const best = Math.max(...scores);
    const expected: FormStatistics = {
      form: 2,
      matches: 5,
      won: [solo, solo, solo, solo, duo].filter((s) => s.outcome === 'won').length,
      drawn: [solo, solo, solo, solo, duo].filter((s) => s.outcome === 'drawn').length,
      deals,
      averageDealScore: scores.reduce((a, b) => a + b, 0) / deals,
      birimbas: {
        clean: 4 * solo.birimbas.clean + duo.birimbas.clean,
        dirty: 4 * solo.birimbas.dirty + duo.birimbas.dirty,
      },
      closings: 4 * solo.closings + duo.closings,
      best: { match: best === solo.score ? (petrosMatches[4] ?? '') : duoId, score: best },
    };
    const answer = await ask('player', { id: 'petros' });
    expect(answer).toEqual({
      status: 200,
      body: {
        handle: 'petros',
        name: 'Πέτρος',
        avatar: null,
        languages: [],
        joined: petros.account.joined,
        statistics: [expected],
        history: false,
        ratings: [],
      },
    });
    expect(valid('player', answer.body)).toBe(true);
  });

  it('shows a player’s rating per form with its history, provisional at first, hidden with the statistics', async () => {
    const dora = await signUp('Dora');
    const [rated, again] = ['RATEDA', 'RATEDB'].map((room) => keptMatchId(room, withPerson(DUO)));
    for (const [id, room] of [
      [rated, 'RATEDA'],
      [again, 'RATEDB'],
    ] as const) {
      ended += 60_000;
      const match = { id: id ?? '', room, log: withPerson(DUO), readers: [], startedAt: null, endedAt: ended };
      await recordMatch(db, { ...match, accounts: [dora.account.id, stranger.account.id], rated: true, leavers: [] });
    }
    const answer = await ask('player', { id: 'dora' });
    expect(valid('player', answer.body)).toBe(true);
    const ratings = (answer.body as PlayerProfile).ratings;
    // Her first two rated matches wait for the third: her rating is still the start, provisional.
    expect(ratings).toEqual([
      {
        form: 2,
        rating: START_RATING,
        provisional: true,
        matches: 0,
        history: [rated, again].map((match) => ({
          match,
          at: expect.any(String) as string,
          before: START_RATING,
          after: START_RATING,
          counted: false,
          reason: 'first-matches',
        })),
      },
    ]);
    await ask('editProfile', { key: dora.key, body: { privacy: { statistics: 'nobody' } } });
    expect(await ask('player', { id: 'dora' })).toMatchObject({ body: { statistics: null, ratings: null } });
    expect(await ask('player', { id: 'dora', key: dora.key })).toMatchObject({ body: { ratings: [{ form: 2 }] } });
  });

  it('finds a player by the name the handle was made of, in Greek, in any case', async () => {
    for (const typed of ['Πέτρος', 'ΠΕΤΡΟΣ', 'petros', 'PETROS'])
      expect(await ask('player', { id: typed })).toMatchObject({ status: 200, body: { handle: 'petros' } });
    expect(await ask('player', { id: 'Πέτρα' })).toMatchObject({ status: 404, body: { error: 'not-found' } });
  });

  it('hides the statistics the player hides, from all but the player', async () => {
    const ioanna = await signUp('Ioanna');
    await ask('editProfile', { key: ioanna.key, body: { privacy: { statistics: 'nobody' } } });
    expect(await ask('player', { id: 'ioanna' })).toMatchObject({ body: { statistics: null } });
    expect(await ask('player', { id: 'ioanna', key: stranger.key })).toMatchObject({ body: { statistics: null } });
    expect(await ask('player', { id: 'ioanna', key: ioanna.key })).toMatchObject({ body: { statistics: [] } });
  });

  it('lists the matches newest first, a page at a time, to the player alone by default', async () => {
    expect(await ask('playerMatches', { id: 'petros' })).toMatchObject({ status: 403, body: { error: 'forbidden' } });
    expect(await ask('playerMatches', { id: 'petros', key: nikos.key })).toMatchObject({ status: 403 });
    const seen: string[] = [];
    const sizes: number[] = [];
    let query = '?limit=2';
    for (;;) {
      const answer = await ask('playerMatches', { id: 'petros', key: petros.key, query });
      expect(answer.status).toBe(200);
      expect(valid('playerMatches', answer.body)).toBe(true);
      const page = answer.body as MatchPage;
      seen.push(...page.matches.map((m) => m.id));
      sizes.push(page.matches.length);
      if (page.next === null) break;
      query = `?limit=2&before=${page.next}`;
    }
    expect(seen).toEqual(petrosMatches);
    expect(sizes).toEqual([2, 2, 1]);
  });

  it('shows the history to everyone once the player lets everyone see it', async () => {
    const sofia = await signUp('Sofia');
    const id = await record('READSOFIA', SOLO, [sofia.account.id, null]);
    expect(await ask('playerMatches', { id: 'sofia' })).toMatchObject({ status: 403 });
    await ask('editProfile', { key: sofia.key, body: { privacy: { history: 'everyone' } } });
    expect(await ask('player', { id: 'sofia' })).toMatchObject({ body: { history: true } });
    expect(await ask('playerMatches', { id: 'sofia' })).toMatchObject({
      status: 200,
      body: { matches: [{ id }], next: null },
    });
  });

  it('tells each match’s seats, teams and the player’s own outcome', async () => {
    const page = (await ask('playerMatches', { id: 'petros', key: petros.key, query: '?limit=1' })).body as MatchPage;
    const stats = matchStats(withPerson(DUO));
    expect(page.matches[0]).toEqual({
      id: duoId,
      form: 2,
      started: new Date((endedAt.get(duoId) ?? 0) - 600_000).toISOString(),
      ended: new Date(endedAt.get(duoId) ?? 0).toISOString(),
      seats: [
        { seat: 0, team: 0, player: { kind: 'account', name: 'Maria', handle: 'petros' }, standIn: false },
        { seat: 1, team: 1, player: { kind: 'account', name: 'Nikos', handle: 'nikos' }, standIn: false },
      ],
      teams: stats.teams,
      seat: 0,
      outcome: stats.seats[0]?.outcome,
    });
    const solo = (await ask('playerMatches', { id: 'petros', key: petros.key, query: '?limit=2' })).body as MatchPage;
    expect(solo.matches[1]?.seats[1]?.player).toEqual({ kind: 'bot', level: 'easy' });
  });

  it('refuses a cursor it did not give and a limit out of its range', async () => {
    for (const query of ['?before=bm90LWEtY3Vyc29y', '?before=%2F%2F', '?limit=0', '?limit=51', '?limit=two'])
      expect(await ask('playerMatches', { id: 'petros', key: petros.key, query })).toMatchObject({
        status: 400,
        body: { error: 'bad-request' },
      });
  });

  it('gives a match with its log to its players, to nobody else, and says the same as of a match never kept', async () => {
    const mine = await ask('match', { id: duoId, key: nikos.key });
    expect(mine.status).toBe(200);
    expect(valid('match', mine.body)).toBe(true);
    const detail = mine.body as MatchDetail;
    expect(detail.log).toEqual(withPerson(DUO));
    expect(detail.rules).toEqual(DUO.rules);
    expect((await ask('match', { id: duoId, key: petros.key })).status).toBe(200);
    const hidden = await ask('match', { id: duoId, key: stranger.key });
    const never = await ask('match', { id: 'NEVER-1-000000000000', key: stranger.key });
    expect(hidden).toEqual({ status: 404, body: never.body });
    expect(await ask('match', { id: duoId })).toEqual(hidden);
    expect(await ask('match', { id: '../etc' })).toMatchObject({ status: 404 });
  });

  it('gives a match to anyone once one of its players lets everyone see their history', async () => {
    const eleni = await signUp('Eleni');
    const id = await record('READELENI', withPerson(DUO), [petros.account.id, eleni.account.id]);
    expect((await ask('match', { id })).status).toBe(404);
    await ask('editProfile', { key: eleni.key, body: { privacy: { history: 'everyone' } } });
    expect(await ask('match', { id })).toMatchObject({ status: 200, body: { id } });
  });

  it('reads a deleted account as a former player in others’ matches, and finds it no more', async () => {
    const kostas = await signUp('Kostas');
    const id = await record('READKOSTAS', withPerson(DUO), [petros.account.id, kostas.account.id]);
    await ask('deleteAccount', { key: kostas.key });
    expect(await ask('player', { id: 'kostas' })).toMatchObject({ status: 404, body: { error: 'not-found' } });
    const detail = (await ask('match', { id, key: petros.key })).body as MatchDetail;
    expect(detail.seats[1]?.player).toEqual({ kind: 'former' });
    expect(JSON.stringify(detail.seats)).not.toContain(kostas.account.id);
  });

  it('exports an account’s matches with their logs, and every name it has held', async () => {
    const anna = await signUp('Anna');
    const id = await record('READANNA', SOLO, [anna.account.id, null]);
    await ask('rename', { key: anna.key, body: { name: 'Άννα' } });
    await ask('rename', { key: anna.key, body: { name: 'Anna K.' } });
    const exported = await ask('exportAccount', { key: anna.key });
    expect(valid('exportAccount', exported.body)).toBe(true);
    expect(exported.body).toMatchObject({
      names: [
        { name: 'Anna', from: anna.account.joined },
        { name: 'Άννα', until: expect.any(String) as string },
        { name: 'Anna K.', until: null },
      ],
      statistics: [{ form: 2, matches: 1 }],
      matches: [{ id, log: SOLO }],
    });
    const names = (exported.body as { names: { from: string; until: string | null }[] }).names;
    expect(names[0]?.until).toBe(names[1]?.from);
    expect(names[1]?.until).toBe(names[2]?.from);
  });
});
