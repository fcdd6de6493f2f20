// The element's attributes checked when they are set, as embedders expect of a web component: a bad value is refused
// at once (a `birimba-error` with code `bad-attribute` naming the attribute, the value and what is allowed, and a
// console warning) and the last good value (or the default) is kept — a game never starts with a seat that cannot play.

import { isPlayers } from '@birimba/engine';
import { BOT_NAMES, LEVELS, TABLE_PLAYERS } from '../game/settings.js';
import { LESSONS } from '../lessons/lesson-data.js';

/** `birimba-error` for an attribute (or its property) set to a value the table cannot use. */
export interface BadAttributeDetail {
  readonly code: 'bad-attribute';
  /** The attribute's name: `seats`, `target`, `players`, `lang`, `ai-delay`, `lesson`. */
  readonly attribute: string;
  /** The value refused, as text. */
  readonly value: string;
  /** What the attribute takes. */
  readonly allowed: string;
  readonly message: string;
}

/** The seat kinds the table's AI worker plays (the AI registry's names, checked against it by a test), and `human`. */
export const SEAT_KINDS: readonly string[] = ['human', ...new Set([...LEVELS, ...BOT_NAMES, 'expert'])];

/** Each checked attribute: its property, and what it allows (null: the value is good). */
interface AttributeRule {
  readonly property: 'seats' | 'target' | 'players' | 'lang' | 'aiDelay' | 'lesson';
  readonly allowed: string;
  readonly good: (value: unknown) => boolean;
}

const unset = (v: unknown): boolean => v === null || v === undefined || (typeof v === 'string' && v.trim() === '');

export const ATTRIBUTE_RULES: Readonly<Record<string, AttributeRule>> = {
  seats: {
    property: 'seats',
    allowed: `four seat kinds (or two, or six: one per player) separated by spaces, each one of ${SEAT_KINDS.join(', ')}`,
    good: (v) => {
      if (unset(v)) return true;
      if (typeof v !== 'string') return false;
      const kinds = v.trim().split(/\s+/);
      return TABLE_PLAYERS.includes(kinds.length as 4) && kinds.every((k) => SEAT_KINDS.includes(k));
    },
  },
  target: {
    property: 'target',
    allowed: 'a whole number of points above 0 (the match target), or nothing for a single deal',
    good: (v) => unset(v) || (typeof v === 'number' && Number.isSafeInteger(v) && v > 0),
  },
  players: {
    property: 'players',
    allowed: '2, 4 or 6 (players: two head to head, four or six in partnerships), or nothing for four',
    good: (v) => unset(v) || isPlayers(v),
  },
  lang: {
    property: 'lang',
    allowed: 'en or el (English or Greek), or nothing',
    good: (v) => unset(v) || (typeof v === 'string' && /^(en|el)(-[a-z0-9]{1,8})*$/i.test(v)),
  },
  'ai-delay': {
    property: 'aiDelay',
    allowed: 'milliseconds between the bots’ actions: a number of 0 or more',
    good: (v) => unset(v) || (typeof v === 'number' && Number.isFinite(v) && v >= 0),
  },
  lesson: {
    property: 'lesson',
    allowed: `a lesson number from 1 to ${String(LESSONS.length)}, or nothing`,
    good: (v) => unset(v) || (typeof v === 'number' && LESSONS.some((lesson) => lesson.number === v)),
  },
};

/** The refusal of `value` for `attribute`; `raw` is the text the page wrote (the attribute), when there is one. */
export function badAttribute(attribute: string, value: unknown, raw: string | null): BadAttributeDetail {
  const rule = ATTRIBUTE_RULES[attribute] as AttributeRule;
  const text = raw ?? String(value);
  return {
    code: 'bad-attribute',
    attribute,
    value: text,
    allowed: rule.allowed,
    message: `<birimba-table>: ${attribute}="${text.slice(0, 100)}" is not allowed: ${rule.allowed}; the table keeps its last good value`,
  };
}

/** What the guard reads and sets on the element: the checked properties and the attributes' text. */
type Guarded = HTMLElement & Record<AttributeRule['property'], unknown>;

/** Checks the element's attributes as they change and keeps each one's last good value. */
export class AttributeGuard {
  private readonly good = new Map<string, unknown>();

  /** `host`'s checked properties hold their defaults now: the first good values. */
  constructor(private readonly host: Guarded) {
    for (const [attribute, rule] of Object.entries(ATTRIBUTE_RULES)) this.good.set(attribute, host[rule.property]);
  }

  /** The refusals among the properties changed now; each refused one is set back to its last good value. */
  check(changed: { has(key: string): boolean }): BadAttributeDetail[] {
    const refused: BadAttributeDetail[] = [];
    for (const [attribute, rule] of Object.entries(ATTRIBUTE_RULES)) {
      if (!changed.has(rule.property)) continue;
      const raw = this.host.getAttribute(attribute);
      // `target=""` is no target (Lit reads it as 0).
      const value = raw === '' ? null : this.host[rule.property];
      if (rule.good(value)) {
        this.good.set(attribute, this.host[rule.property]);
        continue;
      }
      const detail = badAttribute(attribute, value, raw);
      console.warn(detail.message);
      Object.assign(this.host, { [rule.property]: this.good.get(attribute) });
      refused.push(detail);
    }
    return refused;
  }
}
