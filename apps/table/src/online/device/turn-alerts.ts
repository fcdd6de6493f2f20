// "It is your turn", told beyond the table for a player whose eyes are elsewhere: the tab's title «(Σειρά σου) …»
// while it is their turn, and when it comes a short sound (Web Audio), a vibration (phones) and — the page hidden and
// the browser allowing it — a system notification, each as the device's preferences say. The device's side (audio,
// vibration, notifications, the document) is an interface, so a test gives its own.

import type { OnlineGame } from '../room/online-game.js';
import type { OnlineTexts } from '../../texts/online-texts.js';
import type { Preferences } from './preferences.js';

/** The browser's permission for notifications, or `unsupported` where there are none. */
export type NotifyPermission = 'granted' | 'denied' | 'default' | 'unsupported';

/** What the device can do to tell a turn. */
export interface AlertDevice {
  /** Plays the turn's short sound; false where no sound can be played (no Web Audio). */
  sound(): boolean;
  /** Whether the device vibrates (`navigator.vibrate`). */
  readonly canVibrate: boolean;
  /** Vibrates briefly; false where it cannot. */
  vibrate(): boolean;
  /** The page's permission for system notifications. */
  permission(): NotifyPermission;
  /** Asks the browser for it (after the player's tap). */
  askPermission(): Promise<NotifyPermission>;
  /** Shows a system notification. */
  notify(title: string, body: string): void;
  /** Whether the page is hidden (another tab, the phone in a pocket). */
  hidden(): boolean;
  /** The document's title. */
  title: string;
}

/** Whether it is this player's own turn to play: their seat to act in a deal, not a bot standing in for them. */
export function isMyTurn(game: OnlineGame): boolean {
  const view = game.view;
  return (
    view !== null &&
    view.phase !== 'over' &&
    view.turn === game.mySeat &&
    game.visitor === null &&
    game.room?.seats[game.mySeat]?.standIn !== true
  );
}

export class TurnAlerts {
  /** How many turns were told by a sound, a vibration, a notification (the page's tests read them). */
  sounds = 0;
  vibrations = 0;
  notifications = 0;
  private mine = false;

  constructor(
    private readonly game: OnlineGame,
    private readonly preferences: Preferences,
    /** The texts in the table's language now, and every language's (a title written in another is read back). */
    private readonly texts: () => OnlineTexts,
    private readonly all: readonly OnlineTexts[],
    private readonly device: AlertDevice,
  ) {}

  /** After any change of the game or of the language: the title follows the turn, and a turn that came is told. */
  check(): void {
    const mine = isMyTurn(this.game);
    if (mine && !this.mine) this.tell();
    this.mine = mine;
    this.title(mine);
  }

  /** The table leaves the page: the title is the page's own again. */
  stop(): void {
    this.mine = false;
    this.title(false);
  }

  private tell(): void {
    const o = this.texts();
    const wants = this.preferences.value;
    if (wants.turnSound && this.device.sound()) this.sounds++;
    if (wants.turnVibrate && this.device.vibrate()) this.vibrations++;
    if (wants.turnNotify && this.device.hidden() && this.device.permission() === 'granted') {
      this.device.notify(o.turnNotifyTitle, o.turnNotifyBody);
      this.notifications++;
    }
  }

  /** The title with the turn's mark while it is this player's turn, without it otherwise. */
  private title(mine: boolean): void {
    const now = this.device.title;
    const marked = this.all.map((t) => t.turnTitle).find((mark) => now.startsWith(mark));
    const base = marked === undefined ? now : now.slice(marked.length);
    const next = mine ? `${this.texts().turnTitle}${base}` : base;
    if (next !== now) this.device.title = next;
  }
}

/** The browser as an `AlertDevice`. Web Audio starts only after a gesture of the player's on the page: the audio is
 * readied at the first tap or key (`ready`), and a turn before that goes without a sound. */
export function browserDevice(page: Document = document): AlertDevice & { ready(): void } {
  const nav = globalThis.navigator as (Navigator & { vibrate?: (pattern: number | number[]) => boolean }) | undefined;
  const Audio = (globalThis as { AudioContext?: typeof AudioContext }).AudioContext;
  const Notice = (globalThis as { Notification?: typeof Notification }).Notification;
  let audio: AudioContext | null = null;
  return {
    ready() {
      if (audio === null && Audio !== undefined) audio = new Audio();
      if (audio?.state === 'suspended') void audio.resume().catch(() => undefined);
    },
    sound() {
      if (audio === null || audio.state !== 'running') return false;
      // Two short notes, soft and rising: a bell more than an alarm.
      const at = audio.currentTime;
      [
        [660, 0],
        [990, 0.12],
      ].forEach(([hz = 0, from = 0]) => {
        const tone = audio?.createOscillator();
        const gain = audio?.createGain();
        if (tone === undefined || gain === undefined || audio === null) return;
        tone.frequency.value = hz;
        gain.gain.setValueAtTime(0.0001, at + from);
        gain.gain.exponentialRampToValueAtTime(0.18, at + from + 0.02);
        gain.gain.exponentialRampToValueAtTime(0.0001, at + from + 0.28);
        tone.connect(gain).connect(audio.destination);
        tone.start(at + from);
        tone.stop(at + from + 0.3);
      });
      return true;
    },
    canVibrate: typeof nav?.vibrate === 'function',
    vibrate() {
      return typeof nav?.vibrate === 'function' ? nav.vibrate([120, 60, 120]) : false;
    },
    permission() {
      return Notice === undefined ? 'unsupported' : Notice.permission;
    },
    async askPermission() {
      return Notice === undefined ? 'unsupported' : await Notice.requestPermission();
    },
    notify(title, body) {
      if (Notice !== undefined) new Notice(title, { body, tag: 'birimba-turn' });
    },
    hidden() {
      return page.visibilityState === 'hidden';
    },
    get title() {
      return page.title;
    },
    set title(value: string) {
      page.title = value;
    },
  };
}
