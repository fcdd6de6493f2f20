// The room's synchronised state as Colyseus schema: the protocol's `PublicRoomState`, field by field, and how it is
// written from the room's model. Only public facts go here — never a card; each seat's own cards reach that seat
// alone, in `view` messages.

import { Encoder, type SchemaType, schema, t } from '@colyseus/schema';
import { type Seat, matchTotals, publicScores, teamCount } from '@birimba/engine';
import type { AskAnswer } from '@birimba/protocol';
import { unratedReasons } from '../ratings/rating-rules.js';
import type { RoomModel } from './room-model.js';
import { ratedRoom } from './room-rating.js';

/** Each room's two encoding buffers (the encoder's and the full-state one), in bytes. The whole public state, at its
 * largest (four names of 24 characters, every rule), encodes in under 1 KB; Colyseus' default of 16 KB each was an
 * eighth of a room's memory. A state that ever outgrew it would grow the buffer on its own (with a warning). */
export const STATE_BUFFER_BYTES = 4 * 1024;
Encoder.BUFFER_SIZE = STATE_BUFFER_BYTES;

/** One seat (`RoomSeat`). */
export const SeatState = schema(
  {
    occupant: t.string().default('empty'),
    name: t.string().default(''),
    handle: t.string().default(''),
    connected: t.boolean().default(false),
    level: t.string().default(''),
    standIn: t.boolean().default(false),
    left: t.boolean().default(false),
    given: t.boolean().default(false),
    ready: t.boolean().default(false),
    away: t.boolean().default(false),
    timeouts: t.uint8().default(0),
    graceEnds: t.float64().default(0),
    askedBy: t.string().default(''),
    askAnswer: t.string().default(''),
  },
  'SeatState',
);
export type SeatState = SchemaType<typeof SeatState>;

/** The room (`PublicRoomState`). */
export const RoomState = schema(
  {
    code: t.string().default(''),
    public: t.boolean().default(false),
    stage: t.string().default('lobby'),
    host: t.int8().default(-1),
    seats: t.array(SeatState),
    rules: t.string().default('{}'),
    botLevel: t.string().default(''),
    moveTimer: t.uint16().default(0),
    chat: t.boolean().default(false),
    watching: t.boolean().default(true),
    watcherPhrases: t.boolean().default(false),
    watchers: t.uint8().default(0),
    deadline: t.float64().default(0),
    turn: t.int8().default(-1),
    phase: t.string().default(''),
    deal: t.uint16().default(0),
    totals: t.array('int32'),
    scores: t.array('int32'),
    thinking: t.int8().default(-1),
    pausedBy: t.string().default(''),
    barred: t.array('string'),
    nextTable: t.boolean().default(false),
    rated: t.boolean().default(false),
    unrated: t.array('string'),
  },
  'RoomState',
);
export type RoomState = SchemaType<typeof RoomState>;

/** What the public state says beyond the model: each seat's connection and stand-in, the turn's deadline, the bot
 * thinking now. */
export interface RoomFacts {
  connected(seat: Seat): boolean;
  standIn(seat: Seat): boolean;
  /** Turns in a row whose time ran out. */
  timeouts(seat: Seat): number;
  /** When the seat's grace period ends (ms by the server's clock), 0: none runs. */
  graceEnds(seat: Seat): number;
  /** The name of the visitor whose ask for the seat comes first, or ''. */
  askedBy(seat: Seat): string;
  /** Who may answer that ask (visitors.ts). */
  askAnswer(seat: Seat): AskAnswer;
  /** How many people watch now. */
  readonly watchers: number;
  /** The move timer's deadline by the server's clock (ms), 0: none. */
  readonly deadline: number;
  readonly thinking: Seat | null;
  /** The server's clock now (ms): a bar of a person asked to leave lasts until its time. */
  readonly now: number;
  /** Made by "play now" moments after another public table filled. */
  readonly nextTable: boolean;
}

/** Writes the public facts of `model` into `s`: seats (who, connected, a bot standing in), rules, the turn, the
 * scores — never a card. */
export function syncRoomState(s: RoomState, model: RoomModel, facts: RoomFacts): void {
  const settings = model.settings;
  s.public = settings.public;
  s.stage = model.stage;
  s.host = model.host ?? -1;
  // As many seats as the rules' players (a change of the form in the lobby adds or drops seats).
  while (s.seats.length > model.seats.length) s.seats.pop();
  while (s.seats.length < model.seats.length) s.seats.push(new SeatState());
  model.seatList().forEach((seat) => {
    const record = model.seats[seat];
    const view = s.seats[seat];
    if (record === undefined || view === undefined) return;
    const standIn = record.occupant === 'human' && (record.left || record.away || facts.standIn(seat));
    view.occupant = record.occupant;
    view.name = record.name;
    view.handle = record.occupant === 'human' ? (record.handle ?? '') : '';
    view.connected = facts.connected(seat);
    view.level = record.occupant === 'bot' ? record.level : standIn ? settings.botLevel : '';
    view.standIn = standIn;
    view.left = record.left;
    view.given = record.given === true && record.left;
    view.ready = record.ready;
    view.away = record.away;
    view.timeouts = Math.min(255, facts.timeouts(seat));
    // A seat given to a bot for the rest of the match waits for nobody.
    view.graceEnds = record.given === true ? 0 : facts.graceEnds(seat);
    view.askedBy = facts.askedBy(seat);
    view.askAnswer = facts.askAnswer(seat);
  });
  s.rules = JSON.stringify(settings.rules);
  s.botLevel = settings.botLevel;
  s.moveTimer = settings.moveTimer;
  s.chat = settings.chat === true;
  s.watching = settings.watching !== false;
  s.watcherPhrases = settings.watcherPhrases === true;
  s.rated = settings.rated === true;
  // In the lobby, what Start would find; from the start on, what it found.
  replaceAll(s.unrated, model.match?.unrated ?? unratedReasons(ratedRoom(settings, model.seats, model.ratedTarget)));
  s.watchers = facts.watchers;
  s.deadline = facts.deadline;
  const state = model.match?.state;
  s.turn = state?.turn ?? -1;
  s.phase = state?.phase ?? '';
  s.deal = state?.match.deal ?? 0;
  const teams = teamCount(settings.rules.players);
  const totals = state === undefined ? [] : matchTotals(state);
  const scores = state === undefined ? [] : publicScores(state).map((p) => p.onTable);
  while (s.totals.length > teams) s.totals.pop();
  while (s.scores.length > teams) s.scores.pop();
  for (let i = 0; i < teams; i++) {
    s.totals[i] = totals[i] ?? 0;
    s.scores[i] = scores[i] ?? 0;
  }
  s.thinking = facts.thinking ?? -1;
  s.pausedBy = model.paused?.name ?? '';
  s.nextTable = facts.nextTable && model.stage === 'lobby';
  replaceAll(
    s.barred,
    model.bars.filter((bar) => bar.until > facts.now).map((bar) => bar.name),
  );
}

/** A schema array of strings made equal to `values`, changing only what differs (Colyseus sends the changes). */
function replaceAll(
  array: { length: number; pop(): unknown; push(value: string): unknown; [i: number]: string | undefined },
  values: readonly string[],
): void {
  while (array.length > values.length) array.pop();
  values.forEach((value, i) => {
    if (i >= array.length) array.push(value);
    else if (array[i] !== value) array[i] = value;
  });
}
