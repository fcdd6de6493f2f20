// What a server finds in its data folder when it starts: each open room restored under its code, its players taking
// their seats back with their tokens. A history that cannot be the room's — an event that does not fit, a line that is
// no event, a line that is not JSON — is damaged: moved once to DATA_DIR/damaged/ (0700, the file kept 0600) with one
// line in the log, and its players are told the room was damaged (`room-damaged`, 410), at this start and every later
// one. A history that cannot be read now (its file is a folder) is left where it is for the next start, said in one
// line. No room that failed leaves an error of its disposal in the log.
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resolveRules } from '@birimba/engine';
import { MATCHMAKE_ERRORS } from '@birimba/protocol';
import { ONLINE_TEXTS, problemText } from '../../table/src/texts/online-texts.js';
import { SeatTokens } from '../../table/src/online/room/seat-tokens.js';
import { RoomModel } from '../src/room/room-model.js';
import { newToken, tokenHash } from '../src/secrets.js';
import type { RoomEvent } from '../src/store/room-events.js';
import { openTab } from './client/online-tables.js';
import { Player, joinRefusal } from './helpers/players.js';
import { type TestServer, testServer } from './helpers/server.js';

const GOOD = '7KQ2M9XRTA';
/** Damaged, each its own way: an event that does not fit the room, a line that is no event, a line that is not JSON. */
const DAMAGED = { 'an event that does not fit': '8KQ2M9XRTA', 'no event': '9KQ2M9XRTA', 'not JSON': 'AKQ2M9XRTA' };
const UNREADABLE = 'BKQ2M9XRTA';
const NEVER = 'CKQ2M9XRTA';
const token = newToken();
const settings = { rules: resolveRules({}), botLevel: 'easy', moveTimer: 0, public: false };
const dataDir = mkdtempSync(join(tmpdir(), 'birimba-restore-'));
const roomFile = (folder: string, code: string): string => join(dataDir, folder, `${code}.jsonl`);
const mode = (path: string): number => statSync(path).mode & 0o777;
/** Each damaged room's file as it was written. */
const written = new Map<string, string>();
let t: TestServer;

beforeAll(async () => {
  mkdirSync(join(dataDir, 'rooms'));
  const seated = (code: string): RoomEvent[] => [
    RoomModel.created(code, settings),
    { kind: 'seated', seat: 2, name: 'Maria', tokenHash: tokenHash(token) },
    { kind: 'host', seat: 2 },
  ];
  const lines = (events: RoomEvent[]): string => events.map((e) => `${JSON.stringify(e)}\n`).join('');
  writeFileSync(roomFile('rooms', GOOD), lines(seated(GOOD)));
  const damage: Record<string, string> = {
    [DAMAGED['an event that does not fit']]:
      `${lines(seated(DAMAGED['an event that does not fit']))}{"kind":"host","seat":3}\n`,
    [DAMAGED['no event']]: `${lines(seated(DAMAGED['no event']))}{"kind":"shuffled","cards":[1,2]}\n`,
    [DAMAGED['not JSON']]: `${lines(seated(DAMAGED['not JSON']))}{"kind":"host",\n{"kind":"host","seat":2}\n`,
  };
  for (const [code, text] of Object.entries(damage)) {
    writeFileSync(roomFile('rooms', code), text, { mode: 0o644 });
    written.set(code, text);
  }
  mkdirSync(roomFile('rooms', UNREADABLE));
  t = await testServer({ dataDir });
});
afterAll(async () => {
  await t.close();
  rmSync(dataDir, { recursive: true, force: true });
});

/** The lines of the log that name `code`. */
const linesOf = (code: string): string[] => t.lines.filter((l) => l.includes(code));

describe('a server starting on a data folder', () => {
  it('restores each open room under its code; its player takes the seat back with the token', async () => {
    const maria = await Player.join(t.sdk(), GOOD, { name: 'Maria', token });
    expect(maria.seat).toBe(2);
    expect(maria.state).toMatchObject({ code: GOOD, host: 2, stage: 'lobby' });
    expect(maria.state.seats[2]).toMatchObject({ name: 'Maria', connected: true });
    // Gone without leaving (a closed tab): the room stays open for the next start.
    await maria.room.leave(false);
  });

  it('moves a damaged history to damaged/ as it was, 0600 in a 0700 folder, with one line in the log', () => {
    expect(mode(join(dataDir, 'damaged'))).toBe(0o700);
    for (const [how, code] of Object.entries(DAMAGED)) {
      expect(existsSync(roomFile('rooms', code)), how).toBe(false);
      expect(readFileSync(roomFile('damaged', code), 'utf8'), how).toBe(written.get(code));
      expect(mode(roomFile('damaged', code)), how).toBe(0o600);
      const lines = linesOf(code);
      expect(lines, how).toHaveLength(1);
      expect(lines[0], how).toMatch(/^error room damaged /);
      expect(lines[0], how).toContain('damaged/');
    }
    // The reader names a record by its line; the fold, which reads events, by its event (the same number here).
    expect(linesOf(DAMAGED['an event that does not fit'])[0]).toContain('event 4: the host is a person at the table');
    expect(linesOf(DAMAGED['no event'])[0]).toContain('line 4 of its history is no event of a room');
    expect(linesOf(DAMAGED['not JSON'])[0]).toContain('line 4 of its history is not JSON');
  });

  it('tells the players of a damaged room, by code or with their token, that it was damaged', async () => {
    for (const [how, code] of Object.entries(DAMAGED)) {
      for (const options of [{ name: 'Maria', token }, { name: 'Nikos' }]) {
        const refused = await joinRefusal(t.sdk().joinById(code, options));
        expect(refused.code, how).toBe(MATCHMAKE_ERRORS['room-damaged']);
        expect(refused.message, how).toMatch(/^room-damaged: /);
      }
    }
    // A code the server never had is still not found.
    expect((await joinRefusal(t.sdk().joinById(NEVER, { name: 'Nikos' }))).code).not.toBe(
      MATCHMAKE_ERRORS['room-damaged'],
    );
  });

  it('leaves a history it cannot read now for the next start, said in one line', () => {
    expect(statSync(roomFile('rooms', UNREADABLE)).isDirectory()).toBe(true);
    const lines = linesOf(UNREADABLE);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^error room not restored /);
  });

  it('says each room it could not restore in one line that names it, and nothing of its disposal', () => {
    const errors = t.lines.filter((l) => l.startsWith('error'));
    const failed = [...Object.values(DAMAGED), UNREADABLE];
    expect(errors).toHaveLength(failed.length);
    for (const code of failed) expect(errors.filter((l) => l.includes(`room=${code}`))).toHaveLength(1);
    expect(t.lines.filter((l) => /onDispose|TypeError/.test(l))).toEqual([]);
  });

  it('shows the table’s player of a damaged room why, in English and Greek, and forgets the seat', async () => {
    const ws = `ws://127.0.0.1:${String(t.server.port)}`;
    const code = DAMAGED['an event that does not fit'];
    const tab = openTab(ws);
    new SeatTokens(
      () => tab.storage,
      () => ws,
    ).keep(code, token);
    tab.game.begin();
    await tab.until(() => tab.game.problem !== null, 'the refusal');
    expect(tab.game.problem).toBe('room-damaged');
    expect(
      new SeatTokens(
        () => tab.storage,
        () => ws,
      ).token(code),
    ).toBeNull();
    expect([ONLINE_TEXTS.en, ONLINE_TEXTS.el].map((o) => problemText('room-damaged', o))).toEqual([
      'This room was damaged on the server and could not be brought back: open a new one.',
      'Αυτό το τραπέζι χάλασε στον διακομιστή και δεν μπόρεσε να επανέλθει: άνοιξε καινούριο.',
    ]);
  });
});

describe('the same server started again on that folder', () => {
  it('does not try the damaged rooms again, and still tells their players why', async () => {
    const port = t.server.port;
    await t.server.close();
    t = await testServer({ dataDir, port });
    for (const code of Object.values(DAMAGED)) {
      expect(linesOf(code)).toEqual([]);
      expect((await joinRefusal(t.sdk().joinById(code, { name: 'Maria', token }))).code).toBe(
        MATCHMAKE_ERRORS['room-damaged'],
      );
    }
    expect(linesOf(UNREADABLE)).toHaveLength(1);
    const maria = await Player.join(t.sdk(), GOOD, { name: 'Maria', token });
    expect(maria.seat).toBe(2);
    await maria.room.leave(false);
  });
});
