// The online table's own screens, drawn inside <birimba-table>: the lobby (a name, create a private room, join by code
// or link, play now, play rated; in a room its code, its share link, the seats, the host's settings and Start) and,
// during play, the room's bar (room-bar.ts: the code, "reconnecting…", the move timer, rematch, leave). The hooks
// (`data-field`, `data-action`, `data-room-code`, `data-seat-choice`) are the issue's and the tests' names.

import { type ReactiveController, type ReactiveControllerHost, type TemplateResult, html, nothing } from 'lit';
import {
  DEFAULT_PLAYERS,
  type Locale,
  type Seat,
  type RuleFieldInfo,
  type RuleSet,
  RULE_FIELDS,
  isPlayers,
  ruleChange,
  ruleChoiceLabel,
  ruleChoices,
  ruleLabel,
} from '@birimba/engine';
import {
  DEFAULT_TARGET,
  LEVEL_NAMES,
  MOVE_TIMER_RANGE,
  NAME_MAX_LENGTH,
  type SettingsMessage,
  formatRoomCode,
  parseRoomRules,
} from '@birimba/protocol';
import { ruleField } from '../../components/rule-field.js';
import type { TalkScene } from '../../templates/scene.js';
import { Preferences } from '../device/preferences.js';
import { type KeyValueStorage, deviceStorage } from '../room/seat-tokens.js';
import { talkScene } from './phrases.js';
import { hostNoteLines } from './host-tools.js';
import { OnlineSettings } from './online-settings.js';
import { type AlertDevice, TurnAlerts, browserDevice } from '../device/turn-alerts.js';
import { action } from './action.js';
import { RoomBar } from './room-bar.js';
import { type ShareDevice, SharePart, copyText } from './share.js';
import { type PageAddress, ProfileDoor } from './profile-door.js';
import { visitorPanel } from './visitor.js';
import { FriendsPart } from '../friends/friends-part.js';
import { watcherLobby, watchersCount, watchSettings } from './watching.js';
import { TEXTS, type Texts } from '../../texts/i18n.js';
import { lobbySeats } from './lobby-seats.js';
import { ratedNote, ratedSetting } from './lobby-rating.js';
import { check } from './setting-check.js';
import { inRatedQueue, ratedQueuePanel, ratedQueueWay } from './rated-queue-panel.js';
import { TABLE_RULE_INFO } from '../../game/settings.js';
import type { OnlineGame } from '../room/online-game.js';
import { ONLINE_TEXTS, type OnlineTexts, problemText } from '../../texts/online-texts.js';

/** The rules a room's host sets here (the number of players among them); the target has its own field. */
const ROOM_RULE_INFO = TABLE_RULE_INFO.filter((info) => info.field !== 'matchTarget');

/** The move timer's choices in seconds (0: off). */
const TIMERS = [0, 30, 60, 120, 300].filter((s) => s === 0 || (s >= MOVE_TIMER_RANGE.min && s <= MOVE_TIMER_RANGE.max));
const NAME_KEY = 'birimba-online-name';

/** What the online screens may be given besides the element and its game (a page gives none; a test its own). */
export interface OnlineScreensOptions {
  /** Where the device keeps the player's choices (the page's localStorage). */
  readonly storage?: () => KeyValueStorage | null;
  /** The table's language now, for the tab's title and the notifications. */
  readonly locale?: () => Locale;
  /** The device's sound, vibration, notifications and title (the browser's). */
  readonly device?: AlertDevice & { ready?(): void };
  /** Where the share sheet is (the page's navigator). */
  readonly share?: () => ShareDevice;
  /** The page's address, where a sign-in link's secret may be (the page's `location` and `history`). */
  readonly page?: () => PageAddress | null;
  /** The table's own texts now (a bot's level in the profile's history). */
  readonly texts?: () => Texts;
  /** Opens a finished match's log (its JSON text) in the table's replay, seen from `seat` (the profile's history). */
  readonly review?: (log: string, seat: Seat) => void;
}

export class OnlineScreens implements ReactiveController {
  private copied = false;
  private readonly roomBar: RoomBar;
  private readonly sharePart: SharePart;
  /** The profile's button and dialog, and the account's quiet line (profile-door.ts). */
  private readonly profile: ProfileDoor;
  /** The friends' presence and the invitations (friends-part.ts). */
  private readonly friends: FriendsPart;
  /** Where a sign-in link's secret is read, once (null: it was). */
  private page: (() => PageAddress | null) | null;
  private ticking: ReturnType<typeof setInterval> | null = null;

  /** What this device remembers of the player's online choices (phrases shown, the turn's alerts). */
  readonly preferences: Preferences;
  /** "It is your turn" beyond the table: the tab's title, a sound, a vibration, a notification (turn-alerts.ts). */
  readonly alerts: TurnAlerts;
  private readonly device: AlertDevice & { ready?(): void };
  private readonly settingsPart: OnlineSettings;
  private stopAlerts: (() => void) | null = null;

  constructor(
    private readonly host: ReactiveControllerHost & HTMLElement,
    private readonly game: OnlineGame,
    private readonly nameAttribute: () => string,
    options: OnlineScreensOptions = {},
  ) {
    this.preferences = new Preferences(options.storage ?? deviceStorage);
    this.device = options.device ?? browserDevice();
    const locale = options.locale ?? (() => 'en');
    this.alerts = new TurnAlerts(
      game,
      this.preferences,
      () => ONLINE_TEXTS[locale()],
      Object.values(ONLINE_TEXTS),
      this.device,
    );
    this.settingsPart = new OnlineSettings(this.preferences, this.device, () => host.requestUpdate());
    this.profile = new ProfileDoor(host, game.account, {
      locale,
      texts: options.texts ?? (() => TEXTS[locale()]),
      review: options.review ?? (() => undefined),
    });
    this.page = options.page ?? (() => (typeof location === 'undefined' ? null : { location, history }));
    this.roomBar = new RoomBar(host, game, this.alerts, this.profile);
    this.friends = new FriendsPart(host, game);
    this.sharePart = new SharePart(() => host.requestUpdate(), options.share);
  }

  /** A gesture of the player's: the device may play sounds from now on (Web Audio waits for one). */
  private readonly ready = (): void => this.device.ready?.();
  /** The page set its title anew (it follows the table's language): the turn's mark is put back. */
  private readonly retitle = (): void => this.alerts.check();

  /** The move timer's countdown: a render a second while a deadline runs. The turn's alerts follow the game. */
  hostConnected(): void {
    // A sign-in link opened on this page signs it in (before any room is entered: its account is the one played).
    const page = this.page?.();
    this.page = null;
    if (page != null) {
      this.profile.redeemLink(page);
      this.profile.openLinked(page);
    }
    this.ticking ??= setInterval(() => {
      // The move timer, or the wait for an offline player before a bot plays for them.
      const graceRuns = this.game.room?.seats.some((seat) => seat.graceEnds > 0) === true;
      if (this.game.deadlineAt !== null || graceRuns) this.host.requestUpdate();
    }, 1000);
    this.stopAlerts ??= this.game.subscribe(() => this.alerts.check());
    this.host.addEventListener('pointerdown', this.ready);
    this.host.addEventListener('keydown', this.ready);
    this.host.addEventListener('birimba-language', this.retitle);
  }

  hostDisconnected(): void {
    if (this.ticking !== null) clearInterval(this.ticking);
    this.ticking = null;
    this.stopAlerts?.();
    this.stopAlerts = null;
    this.alerts.stop();
    this.friends.line.close();
    this.host.removeEventListener('pointerdown', this.ready);
    this.host.removeEventListener('keydown', this.ready);
    this.host.removeEventListener('birimba-language', this.retitle);
  }

  private field(name: string): string {
    const root = this.host.shadowRoot;
    return (root?.querySelector(`input[data-field="${name}"]`) as HTMLInputElement | null)?.value ?? '';
  }

  private get name(): string {
    const typed = this.field('player-name').trim();
    if (typed !== '') {
      try {
        localStorage.setItem(NAME_KEY, typed);
      } catch {
        // the name is asked again next time
      }
    }
    return typed;
  }

  private get savedName(): string {
    const attribute = this.nameAttribute();
    if (attribute !== '') return attribute;
    let saved = '';
    try {
      saved = localStorage.getItem(NAME_KEY) ?? '';
    } catch {
      // nothing saved on this device
    }
    // A device signed in by a link or a passkey has no name of its own yet: the account's.
    return saved !== '' ? saved : (this.game.account.self?.name ?? '');
  }

  private copy(link: string): void {
    copyText(link, () => {
      this.copied = true;
      this.host.requestUpdate();
    });
  }

  /** The lobby: outside a room, or in a room still gathering. */
  lobby(t: Texts, o: OnlineTexts, lang: string): TemplateResult {
    const game = this.game;
    const room = game.room;
    const busy = game.connection === 'joining' || game.connection === 'reconnecting';
    return html`<div part="table" class="table lobby-page" lang=${lang}>
      <section class="lobby" data-lobby aria-labelledby="lobby-title">
        <div class="lobby-head">
          <h1 id="lobby-title">${o.title}</h1>
          <span class="lobby-doors">${this.profile.leaderboardButton(o)} ${this.profile.button(o)}</span>
        </div>
        ${this.profile.note(o)} ${this.friends.render(t.locale)}
        ${
          room === null
            ? inRatedQueue(game)
              ? ratedQueuePanel(game, t.locale)
              : this.doors(o, t)
            : game.visitor !== null
              ? visitorPanel(game, o)
              : game.watching
                ? watcherLobby(game, t, o)
                : this.room(t, o)
        }
        ${
          busy
            ? html`<p class="status-line" data-connection=${game.connection} role="status">
                ${game.connection === 'joining' ? o.joining : o.reconnecting}
              </p>`
            : nothing
        }
        ${
          game.problem !== null
            ? html`<p class="problem" part="error" data-problem=${game.problem} role="alert">
                ${problemText(game.problem, o, game.problemFacts)}
              </p>`
            : nothing
        }
      </section>
      ${this.profile.panel()}
    </div>`;
  }

  /** The ways in: a name, a new private room, a code or link, play now. Opened by a room's link, the page is that
   * room's: the name and Join first, the other ways below. */
  private doors(o: OnlineTexts, t: Texts): TemplateResult {
    const game = this.game;
    const linked = game.code !== null;
    // Refused a seat (full, or its game under way): watching is offered first.
    const full = game.problem === 'room-full' || game.problem === 'game-started';
    const join = html`<div class="way join ${linked ? 'linked' : ''}">
      ${linked ? html`<p class="linked-room">${o.roomCodeLabel} <strong>${formatRoomCode(game.code ?? '')}</strong></p>` : nothing}
      <label
        >${o.roomCode}
        <input data-field="room-code" name="room-code" autocomplete="off" spellcheck="false" .value=${game.code ?? ''}
      /></label>
      ${action('join-room', o.join, () => void game.join(this.field('room-code'), this.name), linked, 'join')}
    </div>`;
    // Watch the room of the code typed above, without a seat.
    const watch = html`<div class="way watch">
      ${action('watch', full ? o.watch.watchFull : o.watch.watch, () => void game.watch(this.field('room-code'), this.name), full)}
      <small>${o.watch.watchNote}</small>
    </div>`;
    const create = html`<div class="way">
      ${action('create-room', o.create, () => void game.create(this.name), !linked, 'create')}
    </div>`;
    const playNow = html`<div class="way">
        ${action('play-now', o.playNow, () => void game.playNow(this.name))}
        <small>${o.playNowNote}</small>
      </div>
      ${ratedQueueWay(game, t.locale, () => this.name)}`;
    return html`<form class="doors" @submit=${(e: Event) => e.preventDefault()}>
      <label class="name" data-field="name"
        >${o.yourName}
        <input
          data-field="player-name"
          name="player-name"
          autocomplete="nickname"
          maxlength=${NAME_MAX_LENGTH}
          .value=${this.savedName}
          required
      /></label>
      ${this.profile.passkeySignIn(o)}
      ${
        linked
          ? html`${join}${watch}
              <p class="other-ways">${o.otherWays}</p>
              ${create}${playNow}`
          : html`${create}${join}${watch}${playNow}`
      }
    </form>`;
  }

  /** A room gathering: its code and link, the seats, the settings, Start. */
  private room(t: Texts, o: OnlineTexts): TemplateResult {
    const game = this.game;
    const room = game.room;
    if (room === null) return html``;
    const link = game.link ?? '';
    const hostName = room.seats[room.host]?.name ?? '';
    const people = room.seats.filter((s, seat) => s.occupant === 'human' && seat !== room.host);
    const ready = people.filter((s) => s.ready).length;
    const mine = room.seats[game.mySeat];
    return html`<div class="room">
      ${room.nextTable ? html`<p class="note" role="status" data-note="next-table">${o.nextTable}</p>` : nothing}
      <p class="code">
        ${o.roomCodeLabel}
        <strong data-room-code=${room.code}>${formatRoomCode(room.code)}</strong>
        ${watchersCount(game, o)}
      </p>
      <p class="share">
        <span>${o.shareLink}</span>
        <input readonly aria-label=${o.shareLink} .value=${link} data-share-link />
        <span class="share-actions">
          ${action('copy-link', this.copied ? o.copied : o.copyLink, () => this.copy(link))}
          ${this.sharePart.render(o, formatRoomCode(room.code), link)}
        </span>
      </p>
      ${lobbySeats(this.game, t, o, (handle) => void this.profile.openPlayer(handle))} ${this.settings(t, o)}
      ${ratedNote(game, o)}
      <div class="buttons">
        ${
          game.isHost
            ? action(
                'start-game',
                people.length === 0 ? o.start : o.startReady(ready, people.length),
                () => game.start(),
                true,
                'start',
              )
            : html`<p class="waiting">${o.waitingForHost(hostName)}</p>
                <button
                  part="button"
                  type="button"
                  class=${mine?.ready === true ? '' : 'primary'}
                  data-action="ready"
                  aria-pressed=${mine?.ready === true ? 'true' : 'false'}
                  @click=${() => game.ready(mine?.ready !== true)}
                >
                  ${mine?.ready === true ? `✓ ${o.ready}` : o.ready}
                </button>`
        }
        ${action('leave', o.leave, () => void game.leave())}
      </div>
    </div>`;
  }

  /** The room's settings: the host changes them, the others see them. */
  private settings(t: Texts, o: OnlineTexts): TemplateResult {
    const game = this.game;
    const room = game.room;
    if (room === null) return html``;
    const rules = parseRoomRules(room.rules) as unknown as Record<string, unknown>;
    const off = !game.isHost;
    const send = (settings: SettingsMessage): void => game.configure(settings);
    const target = rules.matchTarget;
    return html`<form class="room-settings" data-room-settings @submit=${(e: Event) => e.preventDefault()}>
      <fieldset ?disabled=${off}>
        <legend>${o.settings}</legend>
        ${off ? html`<p class="note">${o.hostOnly}</p>` : nothing}
        <div class="field">
          <label for="room-target">${o.target}</label>
          <input
            id="room-target"
            type="number"
            min="1"
            step="100"
            inputmode="numeric"
            data-room-setting="target"
            placeholder=${String(DEFAULT_TARGET)}
            .value=${typeof target === 'number' ? String(target) : ''}
            @change=${(e: Event) => {
              const text = (e.target as HTMLInputElement).value.trim();
              const n = Number(text);
              if (text === '') send({ rules: { matchTarget: null } });
              else if (Number.isSafeInteger(n) && n > 0) send({ rules: { matchTarget: n } });
            }}
          />
        </div>
        <div class="field">
          <label for="room-bots">${o.botLevel}</label>
          <select
            id="room-bots"
            data-room-setting="bot-level"
            @change=${(e: Event) => send({ botLevel: (e.target as HTMLSelectElement).value })}
          >
            ${LEVEL_NAMES.map((l) => html`<option value=${l} ?selected=${l === room.botLevel}>${t.levels[l] ?? l}</option>`)}
          </select>
        </div>
        <div class="field">
          <label for="room-timer">${o.moveTimer}</label>
          <select
            id="room-timer"
            data-room-setting="move-timer"
            @change=${(e: Event) => send({ moveTimer: Number((e.target as HTMLSelectElement).value) })}
          >
            ${[...new Set([...TIMERS, room.moveTimer])].map(
              (s) =>
                html`<option value=${s} ?selected=${s === room.moveTimer}>
                  ${s === 0 ? o.timerOff : o.seconds(s)}
                </option>`,
            )}
          </select>
        </div>
        ${check('public', o.public, room.public, (on) => send({ public: on }))}
        ${check('chat', o.chatSetting, room.chat, (on) => send({ chat: on }))} ${watchSettings(game, o, check)}
        ${ratedSetting(game, o, check)} ${ROOM_RULE_INFO.map((info) => this.rule(info, rules, t, o, send))}
      </fieldset>
    </form>`;
  }

  /** One rule of the engine's RULE_INFO, by its kind, named by the phrase book. */
  private rule(
    info: RuleFieldInfo,
    rules: Record<string, unknown>,
    t: Texts,
    o: OnlineTexts,
    send: (settings: SettingsMessage) => void,
  ): TemplateResult {
    const field = info.field as string;
    const known = RULE_FIELDS.includes(info.field);
    const label = known ? ruleLabel(info.field, t.locale) : field;
    const value = rules[field];
    const id = `room-rule-${field}`;
    const players = isPlayers(rules.players) ? rules.players : DEFAULT_PLAYERS;
    return ruleField({
      info,
      id,
      label,
      value,
      ...(info.kind === 'choice' ? { choices: ruleChoices(info, players) } : {}),
      choiceLabel: (c) =>
        known ? ruleChoiceLabel(info.field, c, { locale: t.locale, seatName: (s) => o.seat(s + 1) }) : String(c),
      // The form's value as chosen; the server checks the rule set it makes.
      set: (v) => send({ rules: ruleChange(rules, info.field, v) as Partial<RuleSet> }),
    });
  }

  /** What the people at the table say, for the felt, the log and the settings (phrases.ts) — and, in the log, what
   * the host did (host-tools.ts). */
  talk(o: OnlineTexts): TalkScene {
    const talk = talkScene(this.game, o, this.preferences, this.settingsPart.render(o));
    return { ...talk, lines: [...talk.lines, ...hostNoteLines(this.game, o)] };
  }

  /** The room's bar during play (room-bar.ts). */
  bar(o: OnlineTexts, now: number): TemplateResult {
    return this.roomBar.render(o, now);
  }

  /** The room's part of the status line during play: the move timer and the host's tools (room-bar.ts). */
  statusTools(o: OnlineTexts, now: number): TemplateResult {
    return this.roomBar.statusTools(o, now);
  }
}
