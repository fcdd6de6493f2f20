// The embedded room store: one append-only file per room, each event durable before `append` resolves; a line cut
// short by a crash is ignored and cut off; a closed room is no longer restored but its history stays; a history that
// cannot be the room's is refused by name.
import { appendFileSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { resolveRules } from '@birimba/engine';
import { RoomHistoryError, RoomModel } from '../src/room/room-model.js';
import { FileRoomStore } from '../src/store/file-store.js';
import type { RoomEvent } from '../src/store/room-events.js';
import { StoreError } from '../src/store/room-store.js';

const settings = { rules: resolveRules({}), botLevel: 'easy', moveTimer: 0, public: false };
const store = (): FileRoomStore => new FileRoomStore(mkdtempSync(join(tmpdir(), 'birimba-store-')));
const CODE = '7KQ2M9XRTA';
const seated: RoomEvent = { kind: 'seated', seat: 0, name: 'Maria', tokenHash: 'ab'.repeat(32) };

describe('FileRoomStore', () => {
  it('keeps a room’s events in order, in rooms/CODE.jsonl, one JSON line each', async () => {
    const s = store();
    await s.create(CODE, RoomModel.created(CODE, settings));
    await s.append(CODE, seated);
    expect(await s.load(CODE)).toEqual([RoomModel.created(CODE, settings), seated]);
    expect(readFileSync(join(s.dir, 'rooms', `${CODE}.jsonl`), 'utf8').split('\n')).toHaveLength(3);
    expect(await s.openRooms()).toEqual([CODE]);
    await s.shutdown();
  });

  it('refuses a code it has, and anything that is not a room code', async () => {
    const s = store();
    await s.create(CODE, RoomModel.created(CODE, settings));
    await expect(s.create(CODE, RoomModel.created(CODE, settings))).rejects.toMatchObject({ code: 'exists' });
    await expect(s.append('../../etc/passwd', seated)).rejects.toBeInstanceOf(StoreError);
    expect(await s.load('../rooms/x')).toBeNull();
    await expect(s.append('0000000000', seated)).rejects.toMatchObject({ code: 'unknown-room' });
    await s.shutdown();
  });

  it('ignores a last line cut short by a crash, and cuts it off before the next append', async () => {
    const s = store();
    await s.create(CODE, RoomModel.created(CODE, settings));
    await s.shutdown();
    const file = join(s.dir, 'rooms', `${CODE}.jsonl`);
    appendFileSync(file, '{"kind":"seated","seat":0,"na');
    const again = new FileRoomStore(s.dir);
    expect(await again.load(CODE)).toEqual([RoomModel.created(CODE, settings)]);
    await again.append(CODE, seated);
    expect(await again.load(CODE)).toEqual([RoomModel.created(CODE, settings), seated]);
    await again.shutdown();
  });

  it('refuses a history with a damaged line in its middle, naming the line', async () => {
    const s = store();
    writeFileSync(
      join(s.dir, 'rooms', `${CODE}.jsonl`),
      `${JSON.stringify(RoomModel.created(CODE, settings))}\n{oops\n{}\n`,
    );
    await expect(s.load(CODE)).rejects.toMatchObject({
      code: 'damaged',
      message: expect.stringContaining('line 2') as string,
    });
  });

  it('moves a closed room to closed/: not restored, still read', async () => {
    const s = store();
    await s.create(CODE, RoomModel.created(CODE, settings));
    await s.close(CODE);
    expect(await s.openRooms()).toEqual([]);
    expect((await s.load(CODE))?.at(-1)).toEqual({ kind: 'closed' });
    await expect(s.append(CODE, seated)).rejects.toMatchObject({ code: 'unknown-room' });
    await s.shutdown();
  });
});

describe('a room history', () => {
  it('that cannot be the room’s is refused with the reason', () => {
    const created = RoomModel.created(CODE, settings);
    const fold = (events: RoomEvent[]) => () => RoomModel.fromHistory(events);
    expect(fold([])).toThrow(RoomHistoryError);
    expect(fold([seated])).toThrow('must begin with its creation');
    expect(fold([created, seated, seated])).toThrow('seat 0 is not empty');
    expect(fold([created, { kind: 'move', seat: 0, move: { type: 'draw' }, id: null, note: null }])).toThrow(
      'before any match',
    );
    const started: RoomEvent = { kind: 'started', seed: 'a', bots: [null, 'easy', 'easy', 'easy'] };
    expect(
      fold([created, seated, started, { kind: 'move', seat: 1, move: { type: 'draw' }, id: null, note: null }]),
    ).toThrow("not seat 1's turn");
    expect(
      fold([
        created,
        seated,
        started,
        { kind: 'move', seat: 0, move: { type: 'discard', card: 0 }, id: null, note: null },
      ]),
    ).toThrow('refused');
    expect(fold([created, { ...started, bots: [null, null, null, null] }])).toThrow('neither a bot nor a person');
    expect(fold([{ ...created, version: 99 } as RoomEvent])).toThrow('newer server');
  });
});
