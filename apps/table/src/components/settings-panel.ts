// <birimba-settings>: the player's choices — the AI seats' difficulty (from the AI registry's names), every rule
// variant of the engine's RuleSet (rendered from RULE_INFO, so a new rule appears by itself), speed and language.
// Each change is sent up at once as a whole Settings value; the table saves it and applies it from the next deal.

import { type TemplateResult, html, nothing } from 'lit';
import { live } from 'lit/directives/live.js';
import {
  DEFAULT_PLAYERS,
  type Locale,
  type Players,
  type RuleFieldInfo,
  type RuleSet,
  RULE_FIELDS,
  isPlayers,
  ruleChange,
  ruleChoiceLabel,
  ruleChoices,
  ruleLabel,
} from '@birimba/engine';
import { type Texts, seatName } from '../texts/i18n.js';
import { formTexts } from '../texts/form-texts.js';
import { COACH_TEXTS } from '../texts/coach-texts.js';
import { type Settings, type Speed, SPEEDS, TABLE_RULE_INFO } from '../game/settings.js';
import { LightElement, define } from './light-element.js';
import { ruleField } from './rule-field.js';

export interface SettingsChangeDetail {
  readonly settings: Settings;
}

/** `twoOfSuitNeverDirty` → "Two of suit never dirty": the fallback label of a rule this table does not know yet. */
export function humanize(field: string): string {
  const words = field.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** The bots chosen here, by the seat each is chosen for, named in the texts' form: with four East, North and West;
 * with two the opponent; with six the two other teams (seats 4 and 5 play as their partners 1 and 2) and the partner. */
function botSlots(t: Texts): { seat: 1 | 2 | 3; label: string }[] {
  if (t.players === 2) return [{ seat: 1, label: t.seatNames[1] ?? '' }];
  const labels = t.players === 6 ? [t.teams[1], t.teams[2], t.seatNames[3]] : t.seatNames.slice(1, 4);
  return ([1, 2, 3] as const).map((seat) => ({ seat, label: labels[seat - 1] ?? '' }));
}

export class BirimbaSettings extends LightElement {
  static override properties = {
    settings: { attribute: false },
    choices: { attribute: false },
    seats: { attribute: false },
    rules: { attribute: false },
    speed: { attribute: false },
    lang: { type: String },
    t: { attribute: false },
    info: { attribute: false },
    online: { attribute: false },
    extra: { attribute: false },
    coach: { attribute: false },
  };

  declare settings: Settings;
  /** The difficulty choices (registry names); null while they are being asked for. */
  declare choices: readonly string[] | null;
  /** The seats as played now (seat kinds), for the difficulty shown when none is chosen. */
  declare seats: readonly string[];
  /** The rules in force now, for the values shown when none is chosen. */
  declare rules: RuleSet;
  declare speed: Speed;
  declare lang: string;
  declare t: Texts;
  /** The rule fields to offer: the engine's RULE_INFO less `players` (a property so that tests can add a field). */
  declare info: readonly RuleFieldInfo[];
  /** An online room's table: the players and the rules are the host's (in the lobby); only speed and language here. */
  declare online: boolean;
  /** An online table's own fields (its phrases, its turn's alerts), drawn by the online part; nothing otherwise. */
  declare extra: TemplateResult | typeof nothing;
  /** The coach is on now (the settings' choice, else the table's `coach` attribute). */
  declare coach: boolean;

  constructor() {
    super();
    this.choices = null;
    this.seats = [];
    this.speed = 'normal';
    this.lang = 'en';
    this.online = false;
    this.coach = false;
    this.extra = nothing;
    this.info = TABLE_RULE_INFO;
  }

  private change(next: Partial<Settings>): void {
    const settings: Settings = { ...this.settings, ...next };
    this.dispatchEvent(
      new CustomEvent<SettingsChangeDetail>('settings-change', { detail: { settings }, bubbles: true, composed: true }),
    );
  }

  private setBot(seat: 1 | 2 | 3, name: string): void {
    const bots = [
      ...(this.settings.bots ?? [this.seats[1] ?? 'classic', this.seats[2] ?? 'classic', this.seats[3] ?? 'classic']),
    ] as [string, string, string];
    bots[seat - 1] = name;
    this.change({ bots });
  }

  private setRule(field: string, value: unknown): void {
    const change = ruleChange({ firstSeat: this.ruleValue('firstSeat') }, field as keyof RuleSet, value);
    this.change({ rules: { ...this.settings.rules, ...change } });
  }

  /** The number of players of the rules chosen now. */
  private players(): Players {
    const players = this.ruleValue('players');
    return isPlayers(players) ? players : DEFAULT_PLAYERS;
  }

  private ruleValue(field: string): unknown {
    const chosen = (this.settings.rules as Record<string, unknown>)[field];
    return chosen !== undefined ? chosen : (this.rules as unknown as Record<string, unknown>)[field];
  }

  /** A choice's name from the phrase book (a seat as the table names seats, from the player's seat 0). */
  private choiceLabel(info: RuleFieldInfo, choice: string | number): string {
    if (!RULE_FIELDS.includes(info.field)) return String(choice);
    // A first seat is named as the table chosen will name it (six players have places four have not).
    const t = formTexts(this.t.locale, this.players());
    return ruleChoiceLabel(info.field, choice, { locale: t.locale, seatName: (seat) => seatName(seat, t) });
  }

  private renderRule(info: RuleFieldInfo, named?: string): TemplateResult {
    const t = this.t;
    const field = info.field as string;
    // The engine's phrase book names every rule it has; one it has no words for yet gets a readable name.
    const known = RULE_FIELDS.includes(info.field);
    const label = named ?? (known ? ruleLabel(info.field, t.locale) : humanize(field));
    const id = `rule-${field}`;
    const value = this.ruleValue(field);
    // A rule this table has no words for yet: the engine's own description, in the table's language.
    const greek = this.lang === 'el';
    const note = !known
      ? html`<small lang=${greek ? 'el' : 'en'}>${greek ? info.descriptionEl : info.description}</small>`
      : nothing;
    return ruleField({
      info,
      id,
      label,
      value,
      ...(info.kind === 'choice' ? { choices: ruleChoices(info, this.players()) } : {}),
      note,
      choiceLabel: (c) => this.choiceLabel(info, c),
      set: (v) => this.setRule(field, v),
    });
  }

  /** The local game's choices: the bots' levels, the rule variants and the bots' pace. */
  private renderGame(): TemplateResult {
    const t = this.t;
    const bots = this.settings.bots;
    const botOf = (seat: 1 | 2 | 3): string => bots?.[seat - 1] ?? this.seats[seat] ?? 'classic';
    const choices = this.choices;
    return html`<fieldset>
        <legend>${t.difficulty}</legend>
        ${this.info.filter((info) => info.field === 'players').map((info) => this.renderRule(info, t.playerCount))}
        ${botSlots(t).map(({ seat, label }) => {
          const current = botOf(seat);
          const names = choices === null ? [current] : choices.includes(current) ? choices : [current, ...choices];
          return html`<div class="field">
            <label for="bot-${seat}">${label}</label>
            <select
              id="bot-${seat}"
              data-setting="bot-${seat}"
              ?disabled=${this.seats[seat] === 'human'}
              @change=${(e: Event) => this.setBot(seat, (e.target as HTMLSelectElement).value)}
            >
              ${names.map((n) => html`<option value=${n} ?selected=${n === current}>${t.levels[n] ?? n}</option>`)}
            </select>
          </div>`;
        })}
      </fieldset>
      <fieldset>
        <legend>${t.variants}</legend>
        ${this.info.filter((info) => info.field !== 'players').map((info) => this.renderRule(info))}
      </fieldset>
      <fieldset>
        <legend>${t.pace}</legend>
        <div class="field">
          <label for="speed">${t.speed}</label>
          <select
            id="speed"
            data-setting="speed"
            @change=${(e: Event) => this.change({ speed: (e.target as HTMLSelectElement).value as Speed })}
          >
            ${SPEEDS.map((s) => html`<option value=${s} ?selected=${s === this.speed}>${t.speeds[s]}</option>`)}
          </select>
        </div>
      </fieldset>
      <fieldset>
        <legend>${COACH_TEXTS[t.locale].setting}</legend>
        <div class="field check">
          <input
            type="checkbox"
            id="coach"
            data-setting="coach"
            .checked=${live(this.coach)}
            @change=${(e: Event) => this.change({ coach: (e.target as HTMLInputElement).checked })}
          />
          <label for="coach">${COACH_TEXTS[t.locale].settingLabel}</label>
        </div>
      </fieldset>`;
  }

  override render(): TemplateResult {
    const t = this.t;
    return html`<form class="settings" data-settings @submit=${(e: Event) => e.preventDefault()}>
      <p class="note">${this.online ? t.settingsOnline : t.applyNext}</p>
      ${this.online ? this.extra : this.renderGame()}
      <fieldset>
        <legend>${t.language}</legend>
        <div class="field">
          <label for="lang">${t.tableLanguage}</label>
          <select
            id="lang"
            data-setting="lang"
            @change=${(e: Event) => this.change({ lang: (e.target as HTMLSelectElement).value as Locale })}
          >
            <option value="en" lang="en" ?selected=${this.lang !== 'el'}>English</option>
            <option value="el" lang="el" ?selected=${this.lang === 'el'}>Ελληνικά</option>
          </select>
        </div>
      </fieldset>
    </form>`;
  }
}

define('birimba-settings', BirimbaSettings);

declare global {
  interface HTMLElementTagNameMap {
    'birimba-settings': BirimbaSettings;
  }
  interface HTMLElementEventMap {
    'settings-change': CustomEvent<SettingsChangeDetail>;
  }
}
