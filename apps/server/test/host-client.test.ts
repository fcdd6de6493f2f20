// The table's online game (`OnlineGame`) with the host's tools against this server: the host pauses a match and every
// table knows who paused; the host asks a person to leave — their table says so and keeps the seat's token, by which
// the room's link, or its code typed in, is refused `barred` until the host lets them back (then the link brings them
// in again), while a browser of someone else on the same address comes in.
import { describe, expect, it } from 'vitest';
import { tableServer } from './helpers/table-server.js';

const tables = tableServer();

describe('the host’s tools through the table’s online game', () => {
  it('pauses a match for every table, with who paused, and lets it go on', async () => {
    const [maria, nikos] = await tables.matchOfTwo();
    maria.game.hostTool('pause', { paused: true });
    await nikos.until(() => nikos.game.room?.pausedBy === 'Maria', 'the pause on Nikos’s table');
    maria.game.hostTool('pause', { paused: false });
    await nikos.until(() => nikos.game.room?.pausedBy === '', 'the match going on');
    // Only the host: Nikos's pause is refused to him alone.
    nikos.game.hostTool('pause', { paused: true });
    await nikos.until(() => nikos.game.problem === 'not-host', 'the refusal');
    expect(maria.game.room?.pausedBy).toBe('');
  });

  it('asks a person to leave: their table says so, the link is barred until the host lets them back', async () => {
    const [maria, nikos] = await tables.roomOfTwo();
    const link = maria.game.link ?? '';
    maria.game.hostTool('kick', { seat: nikos.game.mySeat });
    await nikos.until(() => nikos.game.problem === 'kicked', 'told he was asked to leave');
    expect(nikos.game.room).toBeNull();
    await maria.until(() => maria.game.room?.barred.includes('Nikos') === true, 'Nikos barred');
    const again = tables.tab({ room: link, name: 'Nikos', storage: nikos.storage });
    again.game.begin();
    await again.until(() => again.game.problem === 'barred', 'the link refused');
    // The code typed in instead of the link: the browser's token goes with it, refused the same.
    const typed = tables.tab({ name: 'Nikos', storage: nikos.storage });
    void typed.game.join(maria.game.room?.code ?? '', 'Nikos');
    await typed.until(() => typed.game.problem === 'barred', 'the typed code refused');
    // Eleni, on the same Wi-Fi (every tab here comes from 127.0.0.1, as Nikos's did), is someone else: she comes in.
    const eleni = tables.tab({ room: link, name: 'Eleni' });
    eleni.game.begin();
    await eleni.until(() => eleni.game.room !== null && eleni.game.connection === 'in-room', 'Eleni in');
    maria.game.hostTool('let-back', { name: 'Nikos' });
    await maria.until(() => maria.game.room?.barred.length === 0, 'the bar lifted');
    const back = tables.tab({ room: link, name: 'Nikos', storage: nikos.storage });
    back.game.begin();
    await back.until(() => back.game.room !== null && back.game.connection === 'in-room', 'Nikos back in');
    await maria.until(() => maria.game.people.some((p) => p.name === 'Nikos'), 'Nikos seated');
  });
});
