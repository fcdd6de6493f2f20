// The room's decisions without a server: a message (or a step) in, the effects out, in the order the room core
// carries them out. Every change is stored before anyone is told of it; a refusal reaches its sender alone and
// changes nothing; what follows a move, any change, a bot's answer and a turn's time running out is decided on the
// room as it is then.
import { describe, expect, it } from 'vitest';
import { type GameState, type Move, type Seat, legalMoves, resolveRules } from '@birimba/engine';
import { CLOSE_CODES, JOIN_ERRORS, KICK_BAR_MS, VISIT_MS } from '@birimba/protocol';
import type { ClientMessage } from '@birimba/protocol/schemas';
import type { BotRequest, Decision, Effect, People, RoomNow, Visit } from '../src/room/decision.js';
import { JoinRefusal } from '../src/room/refusal.js';
import { decideMessage } from '../src/room/room-decisions.js';
import { RoomModel } from '../src/room/room-model.js';
import { join, leave } from '../src/room/seating.js';
import { told } from '../src/room/telling.js';
import { botAnswered, moved, schedule, settle, timeUp } from '../src/room/turn-steps.js';
import { NEW_TURNS, type TurnState, turnKey, withStandIn } from '../src/room/turns.js';
import { askAnswer, visitsDue } from '../src/room/visitors.js';
import { tokenHash } from '../src/secrets.js';
import { type RoomEvent, type RoomSettings, readHistory } from '../src/store/room-events.js';

const CODE = '7KQ2M9XRTA';
const NOW = 1_750_000_000_000;
const SETTINGS: RoomSettings = { rules: resolveRules({}), botLevel: 'easy', moveTimer: 30, public: false };
const FRESH_TOKEN = 'a fresh token';

/** Who is in the room: the seats connected (their sessions `seat-N`), the visitors and watchers by session. */
class Table implements People {
  readonly connectedSeats: Set<Seat>;
  /** The visitors by session, in the order they came (`since` orders their asks). */
  readonly visitors = new Map<string, Visit>();
  readonly watchers = new Map<string, { name: string }>();
  readonly said = new Map<Seat, number>();

  constructor(connected: readonly Seat[]) {
    this.connectedSeats = new Set(connected);
  }

  /** A visitor comes in (from `address`), asking for `asked` since `since`. */
  visit(session: string, name: string, asked: Seat | null = null, address: string | null = null, since = NOW): this {
    this.visitors.set(session, { session, name, asked, address, since });
    return this;
  }

  connected(seat: Seat): boolean {
    return this.connectedSeats.has(seat);
  }
  anyone(): boolean {
    return this.connectedSeats.size > 0;
  }
  sessionAt(seat: Seat): string | null {
    return this.connected(seat) ? `seat-${String(seat)}` : null;
  }
  tokenAt(seat: Seat): string {
    return this.connected(seat) ? `token-${String(seat)}` : '';
  }
  addressAt(seat: Seat): string | null {
    return this.connected(seat) ? `10.0.0.${String(seat)}` : null;
  }
  asking(seat: Seat): Visit | null {
    return this.askers(seat)[0] ?? null;
  }
  askers(seat: Seat): Visit[] {
    return this.visits()
      .filter((v) => v.asked === seat)
      .sort((a, b) => a.since - b.since);
  }
  visits(): Visit[] {
    return [...this.visitors.values()];
  }
  visitor(session: string): Visit | undefined {
    return this.visitors.get(session);
  }
  watcher(session: string): { name: string } | undefined {
    return this.watchers.get(session);
  }
  visitorSessions(): string[] {
    return [...this.visitors.keys()];
  }
  watcherSessions(): string[] {
    return [...this.watchers.keys()];
  }
  get visitorCount(): number {
    return this.visitors.size;
  }
  get watcherCount(): number {
    return this.watchers.size;
  }
  phraseAt(seat: Seat): number {
    return this.said.get(seat) ?? -Infinity;
  }
  watcherPhraseAt(): number {
    return -Infinity;
  }
  blockedAt(): readonly string[] {
    return [];
  }
}

/** Maria (seat 0, the host) and Nikos (seat 1) in the lobby of a four-player room. */
function lobby(settings: RoomSettings = SETTINGS): RoomEvent[] {
  return [
    RoomModel.created(CODE, settings),
    { kind: 'seated', seat: 0, name: 'Maria', tokenHash: tokenHash('maria') },
    { kind: 'host', seat: 0 },
    { kind: 'seated', seat: 1, name: 'Nikos', tokenHash: tokenHash('nikos') },
  ];
}

/** Their match started, bots at the other seats (`bots`); Maria acts first, in the draw phase. */
function playing(bots: readonly (string | null)[] = [null, null, 'easy', 'easy']): RoomEvent[] {
  return [...lobby(), { kind: 'started', seed: 'a test deal', bots, shuffle: 'hmac-sha256' }];
}

function roomOf(
  events: readonly RoomEvent[],
  people: People = new Table([0, 1]),
  turns: TurnState = NEW_TURNS,
  now = NOW,
): RoomNow {
  return {
    code: CODE,
    model: RoomModel.fromHistory(events),
    turns,
    people,
    now,
    closing: false,
    fresh: { seed: () => 'a fresh seed', token: () => FRESH_TOKEN },
  };
}

/** A person's message, decided. */
function message(room: RoomNow, seat: Seat | undefined, msg: ClientMessage, session = `seat-${String(seat)}`) {
  return decideMessage(room, { seat, session }, msg);
}

const kinds = (decision: Decision): string[] => decision.map((e) => e.kind);
const stored = (decision: Decision): RoomEvent[] => decision.flatMap((e) => (e.kind === 'store' ? [e.event] : []));
const sent = (decision: Decision) => decision.flatMap((e) => (e.kind === 'send' ? [{ to: e.to, ...e.message }] : []));
const turnsOf = (decision: Decision): TurnState | undefined =>
  decision.flatMap((e) => (e.kind === 'turns' ? [e.turns] : [])).at(-1);

/** The state a move of `room` was played in, and the room once it is applied (as the core applies a stored event). */
function play(room: RoomNow, seat: Seat, move: Move): GameState {
  const before = room.model.match?.state;
  if (before === undefined) throw new Error('no match');
  room.model.apply({ kind: 'move', seat, move, id: null, note: null });
  return before;
}

/** The first discard the engine allows now. */
function aDiscard(state: GameState): Move {
  const discard = legalMoves(state).find((m) => m.type === 'discard');
  if (discard === undefined) throw new Error('no discard');
  return discard;
}

describe('a person’s move', () => {
  it('is stored before anyone is told, then told, answered, and followed by what follows any change', () => {
    const room = roomOf(playing());
    const before = room.model.match?.state;
    const decision = message(room, 0, { type: 'move', payload: { id: 'm1', move: { type: 'draw' } } });
    expect(kinds(decision)).toEqual(['turns', 'store', 'moved', 'send', 'settle']);
    expect(stored(decision)).toEqual([{ kind: 'move', seat: 0, move: { type: 'draw' }, id: 'm1', note: null }]);
    expect(decision[2]).toEqual({ kind: 'moved', before });
    expect(sent(decision)).toEqual([
      {
        to: { session: 'seat-0' },
        type: 'answer',
        payload: { id: 'm1', accepted: true, deal: 1, index: 0, repeat: false },
      },
    ]);
  });

  it('resets the person’s time-outs in a row: they played themselves', () => {
    const turns = { ...NEW_TURNS, timeouts: [1, 0, 0, 0, 0, 0] };
    const decision = message(roomOf(playing(), new Table([0, 1]), turns), 0, {
      type: 'move',
      payload: { id: 'm1', move: { type: 'draw' } },
    });
    expect(turnsOf(decision)?.timeouts[0]).toBe(0);
  });

  it('is answered as played once when its id comes again, and nothing is stored', () => {
    const events: RoomEvent[] = [...playing(), { kind: 'move', seat: 0, move: { type: 'draw' }, id: 'm1', note: null }];
    const decision = message(roomOf(events), 0, { type: 'move', payload: { id: 'm1', move: { type: 'draw' } } });
    expect(stored(decision)).toEqual([]);
    expect(sent(decision)).toEqual([
      {
        to: { session: 'seat-0' },
        type: 'answer',
        payload: { id: 'm1', accepted: true, deal: 1, index: 0, repeat: true },
      },
    ]);
  });

  it('is refused with the engine’s reason, nothing stored', () => {
    const room = roomOf(playing());
    const move: Move = { type: 'discard', card: room.model.match?.state.hands[0]?.[0]?.id ?? -1 };
    const decision = message(room, 0, { type: 'move', payload: { id: 'm1', move } });
    expect(stored(decision)).toEqual([]);
    expect(sent(decision)).toHaveLength(1);
    expect(sent(decision)[0]).toMatchObject({
      to: { session: 'seat-0' },
      type: 'answer',
      payload: { id: 'm1', accepted: false, code: 'wrong-phase' },
    });
  });

  it('waits while the match is paused, saying who paused it', () => {
    const events: RoomEvent[] = [...playing(), { kind: 'paused', seat: 0, paused: true, left: 12_000 }];
    const decision = message(roomOf(events), 1, { type: 'move', payload: { id: 'm1', move: { type: 'draw' } } });
    expect(stored(decision)).toEqual([]);
    const answer = sent(decision)[0]?.payload;
    expect(answer).toMatchObject({ accepted: false, code: 'paused' });
    expect((answer as { message?: string } | undefined)?.message).toMatch(/^Maria paused the match/);
  });

  it('of a seat a bot stands in for is refused until the person’s next turn', () => {
    const decision = message(roomOf(playing(), new Table([0, 1]), withStandIn(NEW_TURNS, 0, true)), 0, {
      type: 'move',
      payload: { id: 'm1', move: { type: 'draw' } },
    });
    expect(stored(decision)).toEqual([]);
    expect(sent(decision)[0]?.payload).toMatchObject({ accepted: false, code: 'stand-in' });
  });
});

describe('a refusal', () => {
  it('reaches its sender alone, and nothing changes or follows', () => {
    const decision = message(roomOf(lobby()), 1, { type: 'start', payload: {} });
    expect(decision).toEqual([
      {
        kind: 'send',
        to: { session: 'seat-1' },
        message: { type: 'error', payload: { code: 'not-host', message: 'only the host may do this', type: 'start' } },
      },
    ]);
  });

  it('of a visitor’s message other than its ask changes nothing either', () => {
    const table = new Table([0, 1]);
    table.visit('phone', 'Eleni');
    const decision = message(roomOf(playing(), table), undefined, { type: 'ready', payload: { ready: true } }, 'phone');
    expect(decision).toHaveLength(1);
    expect(decision[0]).toMatchObject({
      kind: 'send',
      to: { session: 'phone' },
      message: { type: 'error', payload: { code: 'wrong-stage' } },
    });
  });
});

describe('what follows a move', () => {
  it('sets the next person’s timer before anyone is told, and every view carries its deadline', () => {
    const table = new Table([0, 1]);
    table.watchers.set('watcher', { name: 'Eleni' });
    const room = roomOf(playing(), table);
    play(room, 0, { type: 'draw' });
    const before = play(room, 0, aDiscard(room.model.match?.state as GameState));
    const decision = moved(room, before);
    // Nikos (seat 1) is to act: his 30 s run from now, settled before the views that tell of his turn.
    const timer = { key: turnKey(room.model), at: NOW + 30_000 };
    expect(turnsOf(decision)?.timer).toEqual(timer);
    expect(kinds(decision)).toEqual(['turns', 'timer', 'send', 'send', 'send']);
    expect(decision[1]).toEqual({ kind: 'timer', timer });
    const views = sent(decision);
    expect(views.map((v) => [v.to, v.type])).toEqual([
      [{ seat: 0 }, 'view'],
      [{ seat: 1 }, 'view'],
      [{ session: 'watcher' }, 'watch'],
    ]);
    for (const view of views) expect(view.payload).toMatchObject({ deadline: NOW + 30_000, deadlineIn: 30_000 });
  });

  it('tells no one who is not connected', () => {
    const room = roomOf(playing(), new Table([1]));
    const before = play(room, 0, { type: 'draw' });
    expect(sent(moved(room, before)).map((v) => v.to)).toEqual([{ seat: 1 }]);
  });
});

describe('what follows any change', () => {
  it('asks the bot whose turn it is — once, while its decision is awaited', () => {
    const room = roomOf(playing([null, 'easy', 'easy', 'easy']), new Table([0]));
    play(room, 0, { type: 'draw' });
    play(room, 0, aDiscard(room.model.match?.state as GameState));
    const decision = schedule(room);
    const asking = decision.find((e): e is Extract<Effect, { kind: 'ask-bot' }> => e.kind === 'ask-bot');
    expect(asking?.request).toMatchObject({ seat: 1, level: 'easy', note: null, asked: 1, preferred: null });
    expect(turnsOf(decision)).toMatchObject({ pending: true, thinking: 1, timer: null });
    const again = schedule({ ...room, turns: turnsOf(decision) as TurnState });
    expect(kinds(again)).not.toContain('ask-bot');
  });

  it('keeps the turn’s timer running: a change during a person’s turn gives them no more time', () => {
    const first = schedule(roomOf(playing()));
    const timer = { key: turnKey(roomOf(playing()).model), at: NOW + 30_000 };
    expect(first).toContainEqual({ kind: 'timer', timer });
    const later = roomOf(playing(), new Table([0, 1]), turnsOf(first), NOW + 10_000);
    expect(schedule(later)).toContainEqual({ kind: 'timer', timer });
  });

  it('runs no timer while nobody is connected, and watches the room for idleness', () => {
    const decision = schedule(roomOf(playing(), new Table([])));
    expect(decision).toContainEqual({ kind: 'timer', timer: null });
    expect(decision).toContainEqual({ kind: 'idle', nobody: true });
  });

  it('gives the host’s rights nobody holds to a connected person at the table', () => {
    const events: RoomEvent[] = [...lobby(), { kind: 'host', seat: null }];
    expect(stored(settle(roomOf(events, new Table([1]))))).toEqual([{ kind: 'host', seat: 1 }]);
  });
});

describe('a turn’s time running out', () => {
  const timedRoom = (timeouts: number): RoomNow => {
    const room = roomOf(playing());
    const key = turnKey(room.model) as string;
    return { ...room, turns: { ...NEW_TURNS, timer: { key, at: NOW }, timeouts: [timeouts, 0, 0, 0, 0, 0] } };
  };

  it('is counted; the server plays the turn, and the second in a row makes the person away', () => {
    const room = timedRoom(1);
    const key = room.turns.timer?.key as string;
    const decision = timeUp(room, key);
    expect(turnsOf(decision)).toMatchObject({ timedOut: key, timeouts: [2, 0, 0, 0, 0, 0] });
    expect(stored(decision)).toEqual([{ kind: 'away', seat: 0, away: true }]);
    expect(decision.at(-1)).toEqual({ kind: 'settle' });
  });

  it('once is not yet away', () => {
    const room = timedRoom(0);
    expect(stored(timeUp(room, room.turns.timer?.key as string))).toEqual([]);
  });

  it('is nothing once the timer is another turn’s', () => {
    expect(timeUp(timedRoom(1), '9:99')).toEqual([]);
  });
});

describe('a bot’s answer', () => {
  const asked = (room: RoomNow, note: BotRequest['note'], preferred: number[] | null = null): BotRequest => ({
    asked: 1,
    seat: 0,
    level: 'easy',
    note,
    state: room.model.match?.state as GameState,
    seed: 7,
    preferred,
  });

  it('is played move by move like a person’s, when it answers the decision asked last', () => {
    const room = roomOf(playing([null, null, 'easy', 'easy']), new Table([1]), {
      ...withStandIn(NEW_TURNS, 0, true),
      asked: 1,
      pending: true,
    });
    const rest: Move[] = [{ type: 'discard', card: 1 }];
    const decision = botAnswered(room, asked(room, 'stand-in'), [{ type: 'draw' }, ...rest]);
    expect(turnsOf(decision)).toMatchObject({ pending: false, thinking: null });
    expect(stored(decision)).toEqual([{ kind: 'move', seat: 0, move: { type: 'draw' }, id: null, note: 'stand-in' }]);
    expect(decision.slice(-2)).toEqual([
      { kind: 'moved', before: room.model.match?.state },
      { kind: 'bot-moves', request: asked(room, 'stand-in'), moves: rest, played: 1 },
    ]);
  });

  it('is dropped when a newer decision was asked for since', () => {
    const room = roomOf(playing(), new Table([1]), { ...withStandIn(NEW_TURNS, 0, true), asked: 2 });
    expect(botAnswered(room, asked(room, 'stand-in'), [{ type: 'draw' }])).toEqual([
      { kind: 'turns', turns: { ...room.turns, pending: false, thinking: null } },
      { kind: 'settle' },
    ]);
  });

  it('that failed is asked again a second later, never in a tight loop', () => {
    const room = roomOf(playing(), new Table([1]), { ...withStandIn(NEW_TURNS, 0, true), asked: 1 });
    const decision = botAnswered(room, asked(room, 'stand-in'), null);
    expect(stored(decision)).toEqual([]);
    expect(decision).toContainEqual({ kind: 'later', ms: 1000, step: 'bot-retry' });
    expect(turnsOf(decision)?.pending).toBe(true);
  });

  it('for a person out of time is the server’s smallest turn: the draw', () => {
    const room = roomOf(playing(), new Table([0, 1]));
    const outOfTime = { ...room, turns: { ...NEW_TURNS, asked: 1, timedOut: turnKey(room.model) } };
    const decision = botAnswered(outOfTime, asked(room, 'timeout', []), []);
    expect(stored(decision)).toEqual([{ kind: 'move', seat: 0, move: { type: 'draw' }, id: null, note: 'timeout' }]);
  });
});

describe('a join', () => {
  const joiner = { session: 'newcomer', address: '10.0.0.9' };

  it('seats a newcomer at the first free seat: stored, the first person made host, then welcomed and told', () => {
    const decision = join(roomOf([RoomModel.created(CODE, SETTINGS)], new Table([])), joiner, { name: 'Maria' });
    expect(stored(decision)).toEqual([
      { kind: 'seated', seat: 0, name: 'Maria', tokenHash: tokenHash(FRESH_TOKEN) },
      { kind: 'host', seat: 0 },
    ]);
    expect(kinds(decision)).toEqual(['store', 'take', 'store', 'send', 'attach', 'tell-arrival', 'settle', 'log']);
    expect(sent(decision)).toEqual([
      { to: { session: 'newcomer' }, type: 'welcome', payload: { code: CODE, seat: 0, token: FRESH_TOKEN } },
    ]);
  });

  it('names a newcomer apart from the people there', () => {
    const decision = join(roomOf(lobby()), joiner, { name: 'MARIA' });
    expect(stored(decision)[0]).toMatchObject({ kind: 'seated', seat: 2, name: 'MARIA 2' });
  });

  it('refuses a token that takes no seat here', () => {
    expect(() => join(roomOf(lobby()), joiner, { name: 'Maria', token: 'not a seat' })).toThrow(
      expect.objectContaining({ code: JOIN_ERRORS['bad-token'] }),
    );
  });

  it('refuses a person the host asked to leave by their old token while the bar lasts, never by their address', () => {
    const events: RoomEvent[] = [...lobby(), { kind: 'kicked', seat: 1, until: NOW + 1000 }];
    const back = (): Decision => join(roomOf(events), joiner, { name: 'Nikos', token: 'nikos' });
    expect(back).toThrow(JoinRefusal);
    expect(back).toThrow(expect.objectContaining({ code: JOIN_ERRORS.barred }));
    // A new browser from his address is someone else: seated.
    expect(stored(join(roomOf(events), joiner, { name: 'Eleni' }))[0]).toMatchObject({ kind: 'seated', name: 'Eleni' });
    // The bar over, his old token is only a token that takes no seat here.
    const later = roomOf(events, new Table([0]), NEW_TURNS, NOW + 1000);
    expect(() => join(later, joiner, { name: 'Nikos', token: 'nikos' })).toThrow(
      expect.objectContaining({ code: JOIN_ERRORS['bad-token'] }),
    );
  });

  it('loads a bar stored with the address it once barred: the old token is barred, the address is not', () => {
    // As a room stored before bars were the person's wrote it, read back as the stores read every history.
    const lines = [...lobby(), { kind: 'kicked', seat: 1, addressHash: tokenHash(joiner.address), until: NOW + 1000 }];
    const events = readHistory(
      CODE,
      lines.map((e) => JSON.stringify(e)),
      'line',
    );
    expect(RoomModel.fromHistory(events).bars).toEqual([
      { name: 'Nikos', tokenHash: tokenHash('nikos'), account: null, until: NOW + 1000 },
    ]);
    expect(() => join(roomOf(events), joiner, { name: 'Nikos', token: 'nikos' })).toThrow(
      expect.objectContaining({ code: JOIN_ERRORS.barred }),
    );
    expect(stored(join(roomOf(events), joiner, { name: 'Nikos' }))[0]).toMatchObject({ kind: 'seated', name: 'Nikos' });
  });
});

describe('a seat’s proof', () => {
  /** Nikos's seat (1) lent to a stranger the table let in, on the stranger's own token. */
  const lent = (): RoomEvent[] => [...playing(), { kind: 'lent', seat: 1, tokenHash: tokenHash('stranger') }];

  it('lets the seat’s own token take it back from the person the table let in, who visits again', () => {
    const table = new Table([0, 1]);
    const decision = join(
      roomOf(lent(), table),
      { session: 'laptop', address: null },
      { name: 'Nikos', token: 'nikos' },
    );
    expect(stored(decision)).toEqual([{ kind: 'reclaimed', seat: 1 }]);
    // Stored, then the stranger unseated and visiting before the seat's person takes it.
    expect(kinds(decision).slice(0, 5)).toEqual(['store', 'unseat', 'visit', 'send', 'later']);
    expect(decision).toContainEqual({ kind: 'visit', session: 'seat-1', name: 'Nikos 2' });
    expect(sent(decision)[0]).toEqual({
      to: { session: 'seat-1' },
      type: 'visitor',
      payload: { asked: -1, reclaimed: true },
    });
    expect(decision).toContainEqual({ kind: 'take', session: 'laptop', seat: 1, token: 'nikos' });
  });

  it('folds a seat lent and taken back: the lent token takes it until then, and no more', () => {
    const model = RoomModel.fromHistory(lent());
    expect(model.tokenHolder(tokenHash('stranger'))).toEqual({ seat: 1, guest: true });
    expect(model.tokenHolder(tokenHash('nikos'))).toEqual({ seat: 1, guest: false });
    model.apply({ kind: 'reclaimed', seat: 1 });
    expect(model.seatOfToken(tokenHash('stranger'))).toBeNull();
    expect(() => model.apply({ kind: 'reclaimed', seat: 1 })).toThrow(/not lent/);
  });

  it('names who answers an ask: the table for an asker without proof, the seat’s own device otherwise', () => {
    const asker = (address: string | null) => new Table([0]).visit('phone', 'Nikos', 1, address);
    // Nobody at the table shares the asker's address: the host answers, told the device has no proof.
    expect(askAnswer(roomOf(playing(), asker('10.0.9.9')), 1)).toBe('table');
    // From the host's address (Table puts seat 0 at 10.0.0.0): it could be the host — only Nikos's device answers.
    expect(askAnswer(roomOf(playing(), asker('10.0.0.0')), 1)).toBe('owner');
    // Nikos is here: he says whether it is him.
    expect(askAnswer(roomOf(playing(), new Table([0, 1]).visit('phone', 'Nikos', 1, '10.0.9.9')), 1)).toBe('owner');
    // The host's seat is never the table's to give.
    expect(askAnswer(roomOf(playing(), new Table([1]).visit('phone', 'Maria', 0, '10.0.9.9')), 0)).toBe('owner');
    expect(askAnswer(roomOf(playing(), new Table([0])), 1)).toBe('');
  });

  it('answers asks in the order they came, and refuses a yes given to another asker', () => {
    const table = new Table([0])
      .visit('late', 'Βob', 1, '10.0.9.8', NOW - 10)
      .visit('first', 'Bob', 1, '10.0.9.9', NOW - 20);
    const room = roomOf(playing(), table);
    expect(sent(message(room, 0, { type: 'let-in', payload: { seat: 1, asker: 'Βob' } }))).toEqual([
      {
        to: { session: 'seat-0' },
        type: 'error',
        payload: { code: 'not-asked', message: 'Βob does not ask first for seat 1 now', type: 'let-in' },
      },
    ]);
    const yes = message(room, 0, { type: 'let-in', payload: { seat: 1, asker: 'Bob' } });
    expect(stored(yes)).toEqual([{ kind: 'lent', seat: 1, tokenHash: tokenHash(FRESH_TOKEN) }]);
    expect(yes).toContainEqual({ kind: 'take', session: 'first', seat: 1, token: FRESH_TOKEN });
    expect(sent(yes)).toContainEqual({
      to: { session: 'late' },
      type: 'error',
      payload: { code: 'not-let-in', message: 'the seat was given to someone else', type: 'ask-seat' },
    });
  });

  it('ends the asks nobody answered and the visits asking for nothing, once their time is up', () => {
    const table = new Table([0])
      .visit('asking', 'Bob', 1, null, NOW - VISIT_MS)
      .visit('idle', 'Eve', null, null, NOW - VISIT_MS)
      .visit('new', 'Ann', null, null, NOW - 1);
    const decision = visitsDue(roomOf(playing(), table));
    expect(decision).toContainEqual({ kind: 'ask', session: 'asking', seat: null });
    expect(decision).toContainEqual({
      kind: 'let-go',
      to: { session: 'idle' },
      code: CLOSE_CODES['visit-over'],
      reason: 'visit over',
    });
    expect(JSON.stringify(decision)).not.toContain('"new"');
  });
});

describe('the host’s tools', () => {
  it('asking a person to leave stores the bar before they are let go and the table is told', () => {
    const decision = message(roomOf(lobby()), 0, { type: 'kick', payload: { seat: 1 } });
    expect(kinds(decision)).toEqual(['store', 'expire', 'let-go', 'tell-mutes', 'later', 'log', 'settle']);
    expect(stored(decision)).toEqual([{ kind: 'kicked', seat: 1, until: NOW + KICK_BAR_MS }]);
    expect(decision).toContainEqual({ kind: 'later', ms: KICK_BAR_MS, step: 'bar-over' });
  });

  it('giving an offline player’s seat to a bot stores it, then says so in the room’s log', () => {
    const decision = message(roomOf(playing(), new Table([0])), 0, { type: 'give-to-bot', payload: { seat: 1 } });
    expect(stored(decision)).toEqual([{ kind: 'given', seat: 1 }]);
    expect(kinds(decision).indexOf('store')).toBeLessThan(kinds(decision).indexOf('log'));
    expect(decision).toContainEqual({
      kind: 'log',
      level: 'info',
      message: 'seat given to a bot',
      fields: { room: CODE, seat: 1 },
    });
    expect(turnsOf(decision)?.standIn[1]).toBe(false);
  });

  it('a seat given to a bot is taken back with its own token, handed over at the turn’s boundary', () => {
    const given: RoomEvent[] = [...playing(), { kind: 'given', seat: 1 }];
    const model = RoomModel.fromHistory(given);
    expect(model.seats[1]).toMatchObject({ left: true, given: true, tokenHash: tokenHash('nikos') });
    const decision = join(
      roomOf(given, new Table([0])),
      { session: 'phone', address: null },
      {
        name: 'Nikos',
        token: 'nikos',
      },
    );
    expect(stored(decision)).toEqual([{ kind: 'returned', seat: 1 }]);
    // A bot stands in until the boundary of the turn under way (settle hands it back there).
    expect(turnsOf(decision)?.standIn[1]).toBe(true);
    expect(decision).toContainEqual({ kind: 'take', session: 'phone', seat: 1, token: 'nikos' });
    model.apply({ kind: 'returned', seat: 1 });
    expect(model.seats[1]).toMatchObject({ left: false, given: false });
  });

  it('pausing stops the turn’s timer with the time it had left, and every view is told again', () => {
    const room = { ...roomOf(playing()), turns: { ...NEW_TURNS, timer: { key: '1:0', at: NOW + 12_000 } } };
    const decision = message(room, 0, { type: 'pause', payload: { paused: true } });
    expect(stored(decision)).toEqual([{ kind: 'paused', seat: 0, paused: true, left: 12_000 }]);
    expect(kinds(decision)).toEqual(['store', 'turns', 'timer', 'log', 'settle', 'tell-wholes', 'settle']);
    expect(turnsOf(decision)).toMatchObject({ timer: null, asked: 1 });
  });

  it('going on after a pause gives the turn its whole time again, not the time it had left', () => {
    const paused: RoomEvent[] = [...playing(), { kind: 'paused', seat: 0, paused: true, left: 12_000 }];
    const decision = message(roomOf(paused), 0, { type: 'pause', payload: { paused: false } });
    expect(stored(decision)).toEqual([{ kind: 'paused', seat: 0, paused: false }]);
    const goesOn = roomOf([...paused, ...stored(decision)], new Table([0, 1]), turnsOf(decision), NOW + 60_000);
    expect(schedule(goesOn)).toContainEqual({
      kind: 'timer',
      timer: { key: turnKey(goesOn.model), at: NOW + 60_000 + SETTINGS.moveTimer * 1000 },
    });
  });
});

describe('a player leaving', () => {
  it('for good, the last person there, closes the room', () => {
    const events = lobby().filter((e) => !(e.kind === 'seated' && e.seat === 1));
    expect(kinds(leave(roomOf(events, new Table([])), 0))).toEqual(['store', 'tell-mutes', 'turns', 'log', 'close']);
  });

  it('passes the host’s rights on, from the lobby, to the next person connected', () => {
    const decision = leave(roomOf(lobby(), new Table([1])), 0);
    expect(stored(decision)).toEqual([
      { kind: 'vacated', seat: 0 },
      { kind: 'host', seat: 1 },
    ]);
    expect(decision.at(-1)).toEqual({ kind: 'settle' });
  });
});

describe('the settings', () => {
  it('for fewer players move the people at the seats dropped to empty seats kept, each welcomed there, first', () => {
    const events: RoomEvent[] = [
      RoomModel.created(CODE, SETTINGS),
      { kind: 'seated', seat: 0, name: 'Maria', tokenHash: tokenHash('maria') },
      { kind: 'host', seat: 0 },
      { kind: 'seated', seat: 3, name: 'Nikos', tokenHash: tokenHash('nikos') },
    ];
    const decision = message(roomOf(events, new Table([0, 3])), 0, {
      type: 'settings',
      payload: { rules: { players: 2, matchTarget: null } },
    });
    expect(kinds(decision)).toEqual(['store', 'move-seat', 'tell-mutes', 'send', 'store', 'settle']);
    expect(stored(decision)[0]).toEqual({ kind: 'moved', from: 3, to: 1 });
    expect(stored(decision)[1]).toMatchObject({ kind: 'settings', settings: { rules: { players: 2 } } });
    expect(sent(decision)).toEqual([
      { to: { seat: 1 }, type: 'welcome', payload: { code: CODE, seat: 1, token: 'token-3' } },
    ]);
  });
});

describe('the rated setting', () => {
  it('is the host’s, stored as the room’s settings', () => {
    const decision = message(roomOf(lobby()), 0, { type: 'settings', payload: { rated: true } });
    expect(stored(decision)).toEqual([
      { kind: 'settings', settings: { ...SETTINGS, chat: false, watching: true, watcherPhrases: false, rated: true } },
    ]);
    const refused = message(roomOf(lobby()), 1, { type: 'settings', payload: { rated: true } });
    expect(stored(refused)).toEqual([]);
    expect(sent(refused)[0]?.payload).toMatchObject({ code: 'not-host' });
  });

  it('is refused once the match has begun: a match is rated or not from its start', () => {
    const decision = message(roomOf(playing()), 0, { type: 'settings', payload: { rated: true } });
    expect(stored(decision)).toEqual([]);
    expect(sent(decision)[0]?.payload).toMatchObject({ code: 'wrong-stage' });
  });
});

describe('the talk', () => {
  const chatty: RoomSettings = { ...SETTINGS, chat: true };

  it('stores a chat line, then tells it; another within the interval is refused', () => {
    const decision = message(roomOf(lobby(chatty)), 0, { type: 'chat', payload: { text: 'καλησπέρα' } });
    expect(decision).toEqual([
      { kind: 'phrase-said', by: { seat: 0 } },
      { kind: 'store', event: { kind: 'said', seat: 0, text: 'καλησπέρα' } },
      { kind: 'tell-chat-line', from: 0 },
      { kind: 'settle' },
    ]);
    const table = new Table([0, 1]);
    table.said.set(0, NOW - 1000);
    const again = message(roomOf(lobby(chatty), table), 0, { type: 'chat', payload: { text: 'και πάλι' } });
    expect(stored(again)).toEqual([]);
    expect(sent(again)[0]?.payload).toMatchObject({ code: 'too-soon' });
  });

  it('tells a phrase to everyone in the room but those who muted its sayer', () => {
    const table = new Table([0, 1]);
    table.watchers.set('watcher', { name: 'Eleni' });
    const events: RoomEvent[] = [...playing(), { kind: 'muted', seat: 1, of: 0, muted: true }];
    const decision = message(roomOf(events, table), 0, { type: 'phrase', payload: { id: 'well-done' } });
    expect(sent(decision).map((s) => s.to)).toEqual([{ seat: 0 }, { session: 'watcher' }]);
  });

  it('tells the chat’s last line, once stored, to those who hear its sayer', () => {
    const events: RoomEvent[] = [
      ...lobby(chatty),
      { kind: 'muted', seat: 1, of: 0, muted: true },
      { kind: 'said', seat: 0, text: 'γεια' },
    ];
    expect(told(roomOf(events), { kind: 'tell-chat-line', from: 0 })).toEqual([
      {
        kind: 'send',
        to: { seat: 0 },
        message: { type: 'chat', payload: { lines: [{ n: 1, seat: 0, name: 'Maria', text: 'γεια' }], kept: false } },
      },
    ]);
  });
});
