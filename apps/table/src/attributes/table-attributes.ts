// The element's attributes and properties — what a page sets on <birimba-table> — with their defaults, apart from
// what the element does with them (birimba-table.ts). Each is checked when set (check-attributes.ts).

import { LitElement } from 'lit';
import type { DecideFn } from '../game/bot-turns.js';
import type { CoachFn } from '../controllers/coach.js';
import { DEFAULT_SEATS, parsePlayers } from './setup.js';

export class TableAttributes extends LitElement {
  static override properties = {
    seats: { type: String },
    seed: { type: String },
    lang: { type: String },
    aiDelay: { type: Number, attribute: 'ai-delay' },
    target: { type: Number },
    players: { type: Number },
    storageKey: { type: String, attribute: 'storage-key' },
    workerUrl: { type: String, attribute: 'worker-url' },
    decisionTimeout: { type: Number, attribute: 'decision-timeout' },
    server: { type: String },
    room: { type: String },
    name: { type: String },
    coach: { type: Boolean },
    lesson: { type: Number },
    replay: { type: String },
    replayToken: { type: String, attribute: 'replay-token' },
  };

  /**
   * The URL of a Birimba server (`ws://host:2567`, `wss://…`; `http(s)://` is read as its WebSocket): the table plays
   * online in that server's rooms — a lobby first, then the room's game from this player's seat. Read once, at the
   * first update; without it the table plays locally. The page enables online play by loading
   * `@birimba/table/online` (the CDN build has it); without it the table says so (`online-missing`).
   */
  declare server: string | null;
  /** A room to open in online mode: its code, or a share link (`https://host/?room=CODE`). */
  declare room: string | null;
  /** The player's display name in online mode (the lobby asks for it when absent). */
  declare name: string | null;
  /**
   * The address of a game log to replay (the table's `exportLog`, a server's `GET /rooms/:code/log`, the simulator's
   * `--log-dir` files): the table shows the replay instead of a game. Empty: the replay view, to open a file.
   */
  declare replay: string | null;
  /**
   * A seat's token for the `replay` address, sent as `Authorization: Bearer TOKEN` (only to an `http(s)` address): a
   * Birimba server gives a room's log (`GET /rooms/:code/log`) only to the players of the match.
   */
  declare replayToken: string | null;

  /** Seat kinds, space-separated: `human` or a bot name (`classic`, `greedy`, `random`). Seat 0 is you. Four, or as
   * many as the game's players (two or six); missing ones are filled in. */
  declare seats: string;
  /** Seed of the next new game (same seed, same deal). Random when absent. */
  declare seed: string | null;
  /** `en` or `el` (a language chosen in the settings wins); none: the browser's language (Greek, else English). */
  declare lang: string;
  /** Milliseconds between AI actions (default 900; 0 for tests; a speed chosen in the settings wins). */
  declare aiDelay: number;
  /** Match target: new games are matches of deals until a team's total reaches it (engine `matchTarget`). */
  declare target: number | null;
  /** The number of players of new games: 2 (head to head), 4 or 6 (two or three partnerships). Absent: four; a
   * number chosen in the settings wins. */
  declare players: number | null;
  /** localStorage key: the game and the settings are saved after every action and resumed on load. */
  declare storageKey: string | null;
  /**
   * URL of the page's own AI worker script (a module worker: the package's `dist/cdn/ai.worker.js`, served by the
   * page), instead of the worker the build brings (a chunk beside the module in the bundler build, a Blob in the CDN
   * build). Takes effect from the next decision.
   */
  declare workerUrl: string | null;
  /**
   * Milliseconds a bot of the AI worker may think before its decision is given up (default 60,000, as the
   * simulator's; 0: no deadline): the worker is stopped and the game waits at that seat with Retry (`bot-failed`).
   */
  declare decisionTimeout: number;
  /**
   * The coach (present = on, unless the settings say otherwise): after each of your turns against bots the expert
   * values it against its own best, and says so when the best is clearly better, with Show me. Never online.
   */
  declare coach: boolean;
  /** A lesson of «Learn Biriba» to open on the table, 1 to 8 (lessons/lesson-data.ts); the game waits behind it. Not
   * online. */
  declare lesson: number | null;
  /** Test seam: a decision function used instead of the AI Web Worker (DOM emulators have no workers). */
  decisionFunction: DecideFn | null = null;
  /** Test seam: the coach asked without its worker. */
  coachFunction: CoachFn | null = null;
  /** Test seam: the AI registry's bot names, instead of asking the worker. */
  botNamesFunction: (() => readonly string[] | Promise<readonly string[]>) | null = null;

  constructor() {
    super();
    this.seats = DEFAULT_SEATS;
    this.seed = null;
    this.lang = '';
    this.aiDelay = 900;
    this.target = null;
    this.players = null;
    this.storageKey = null;
    this.workerUrl = null;
    this.decisionTimeout = 60_000;
    this.server = null;
    this.room = null;
    this.name = null;
    this.coach = false;
    this.lesson = null;
    this.replay = null;
    this.replayToken = null;
  }

  /** The page's own AI worker script (`worker-url`), or null: the build's own worker. */
  protected get workerScript(): string | null {
    return this.workerUrl !== null && this.workerUrl !== '' ? this.workerUrl : null;
  }

  /** Milliseconds a bot may think (`decision-timeout`; 0: no deadline). */
  protected get decisionDeadline(): number {
    return Number.isFinite(this.decisionTimeout) && this.decisionTimeout >= 0 ? this.decisionTimeout : 60_000;
  }

  /** The `storage-key` to save under, or null: nothing is saved. */
  protected get storageName(): string | null {
    return this.storageKey !== null && this.storageKey !== '' ? this.storageKey : null;
  }

  /** What a new game takes from the attributes: its seed, seats and number of players. */
  protected get gameDefaults(): { seed: string | null; seats: string; players: ReturnType<typeof parsePlayers> } {
    return { seed: this.seed, seats: this.seats, players: parsePlayers(this.players) };
  }

  /** Dispatches one of the element's events (they bubble and are composed). */
  protected fire<T>(type: string, detail: T): void {
    this.dispatchEvent(new CustomEvent<T>(type, { detail, bubbles: true, composed: true }));
  }
}
