// The phrase book has words for every key of every kind in both languages: each move event, refusal code, meld
// fault, rule field and its choices, and kind of decision reason — and no Greek sentence uses ";" (the Greek
// question mark) or English words.

import { describe, expect, it } from 'vitest';
import {
  type DecisionReason,
  type IllegalMoveCode,
  type IllegalMoveDetails,
  type Locale,
  type MeldFault,
  type MeldFaultDetails,
  type MoveEvent,
  type Move,
  ArgumentError,
  DECISION_REASON_KINDS,
  ILLEGAL_MOVE_CODES,
  IllegalMoveError,
  LOCALES,
  MELD_FAULTS,
  MOVE_EVENT_KINDS,
  RULE_FIELDS,
  RULE_INFO,
  phraseText,
  ruleChoiceLabel,
  ruleDescription,
  ruleLabel,
  tellDecision,
  tellEvent,
  tellMeldFault,
  tellRefusal,
} from '../../src/index.js';
import { thrown } from '../support/thrown.js';

/** One event of every kind (the record's type makes the compiler ask for every kind). */
const EVENTS: { readonly [K in MoveEvent['kind']]: Extract<MoveEvent, { kind: K }> } = {
  draw: { kind: 'draw', seat: 1, card: '7H', last: true },
  takePile: { kind: 'takePile', seat: 1, count: 2, cards: ['QS', '2H'] },
  meld: { kind: 'meld', seat: 1, cards: ['5S', '6S', '7S'] },
  layOff: { kind: 'layOff', seat: 1, cards: ['8S'], meldId: 2, after: ['5S', '6S', '7S', '8S'] },
  discard: { kind: 'discard', seat: 1, card: 'KD' },
  birimbaki: { kind: 'birimbaki', seat: 1 },
  closed: { kind: 'closed', seat: 1 },
  stockOut: { kind: 'stockOut' },
};

const FAULTS: { readonly [F in MeldFault]: MeldFaultDetails & { code: F } } = {
  'too-few': { code: 'too-few', count: 2 },
  'too-long': { code: 'too-long', count: 14 },
  'two-wilds': { code: 'two-wilds', noNatural: false },
  'mixed-suits': { code: 'mixed-suits' },
  'set-not-allowed': { code: 'set-not-allowed' },
  'same-position': { code: 'same-position', place: '5S' },
  gap: { code: 'gap', missing: ['6S', '7S'] },
};

const REFUSALS: { readonly [C in IllegalMoveCode]: IllegalMoveDetails & { code: C } } = {
  'game-over': { code: 'game-over' },
  'not-your-turn': { code: 'not-your-turn', turn: 1, seat: 0 },
  'wrong-phase': { code: 'wrong-phase', phase: 'draw' },
  'malformed-move': { code: 'malformed-move', problem: 'no-card' },
  'card-not-in-hand': { code: 'card-not-in-hand', card: '7H' },
  'duplicate-card': { code: 'duplicate-card', card: '7H' },
  'invalid-meld': { code: 'invalid-meld', fault: FAULTS.gap },
  'unknown-meld': { code: 'unknown-meld', meldId: '9' },
  'not-your-meld': { code: 'not-your-meld' },
  'empty-pile': { code: 'empty-pile' },
  'empty-stock': { code: 'empty-stock' },
  'cannot-close': { code: 'cannot-close', need: 'birimba', by: 'play' },
  'cannot-take-birimbaki': { code: 'cannot-take-birimbaki', need: 'cleanBirimba', by: 'discard' },
};

const DRAW: Move[] = [{ type: 'draw' }];
const TAKE: Move[] = [{ type: 'takePile' }];
const PLAY: Move[] = [
  { type: 'meld', cards: [4, 5, 6] },
  { type: 'discard', card: 51 },
];

/** A reason of every kind, with the moves it goes with. */
const REASONS: { readonly [K in DecisionReason['kind']]: [Extract<DecisionReason, { kind: K }>, Move[]] } = {
  'pile-empty': [{ kind: 'pile-empty' }, DRAW],
  'pile-stalls': [{ kind: 'pile-stalls' }, DRAW],
  'pile-weighed': [
    { kind: 'pile-weighed', pileValue: 31, stockValue: 12, stockBound: 'at-most', weighed: 12, positions: 40 },
    TAKE,
  ],
  'pile-judged': [{ kind: 'pile-judged', verdict: 'close-call', value: 0.52 }, TAKE],
  'pile-makes-meld': [{ kind: 'pile-makes-meld' }, TAKE],
  'empties-hand': [{ kind: 'empties-hand', closes: true }, PLAY.slice(0, 1)],
  'plays-weighed': [{ kind: 'plays-weighed' }, PLAY],
  'only-choice': [{ kind: 'only-choice' }, DRAW],
  rollouts: [{ kind: 'rollouts', estimate: 12.25, unit: 'points' }, PLAY],
  'lays-down-everything': [{ kind: 'lays-down-everything' }, PLAY.slice(0, 1)],
  plan: [{ kind: 'plan' }, PLAY],
  'at-random': [{ kind: 'at-random' }, PLAY],
};

/** What a sentence in this language must look like: not empty; Greek in Greek letters, with no ";". */
function expectIn(locale: Locale, text: string): void {
  expect(text.trim(), text).not.toBe('');
  if (locale === 'el') {
    expect(text, text).toMatch(/[α-ωά-ώ]/);
    expect(text, text).not.toContain(';');
    // Latin letters only in card notation (7H, QS …): no English word.
    expect(text.replace(/\b(10|[2-9AJQK])[SHDC]\b|\bJK\b/g, ''), text).not.toMatch(/[A-Za-z]{2,}/);
  } else expect(text, text).not.toMatch(/[α-ωά-ώ]/);
}

describe('the phrase book has words for every key in both languages', () => {
  it('lists every kind of each key (the lists match the compiler-checked samples)', () => {
    expect([...MOVE_EVENT_KINDS].sort()).toEqual(Object.keys(EVENTS).sort());
    expect([...ILLEGAL_MOVE_CODES].sort()).toEqual(Object.keys(REFUSALS).sort());
    expect([...MELD_FAULTS].sort()).toEqual(Object.keys(FAULTS).sort());
    expect([...DECISION_REASON_KINDS].sort()).toEqual(Object.keys(REASONS).sort());
    expect(LOCALES).toEqual(['en', 'el']);
  });

  it('tells every move event, in the third and the second person', () => {
    for (const locale of LOCALES) {
      const told = new Set<string>();
      for (const kind of MOVE_EVENT_KINDS) {
        for (const you of [0, 1] as const) {
          const text = phraseText(tellEvent(EVENTS[kind], { locale, you }));
          expectIn(locale, text);
          told.add(text);
        }
      }
      // Every kind told differently, and (but for the end by the stock) differently to its own seat.
      expect(told.size).toBe(2 * MOVE_EVENT_KINDS.length - 1);
    }
  });

  it('words every refusal code from its details, and from its code alone', () => {
    for (const locale of LOCALES) {
      for (const code of ILLEGAL_MOVE_CODES) {
        expectIn(locale, phraseText(tellRefusal(REFUSALS[code], { locale })));
        expectIn(locale, phraseText(tellRefusal(new IllegalMoveError(code, 'made elsewhere'), { locale })));
      }
    }
  });

  it('words every meld fault', () => {
    for (const locale of LOCALES)
      for (const fault of MELD_FAULTS) expectIn(locale, phraseText(tellMeldFault(FAULTS[fault], { locale })));
  });

  it('labels and describes every rule field, and names every choice', () => {
    for (const locale of LOCALES) {
      for (const field of RULE_FIELDS) {
        expectIn(locale, ruleLabel(field, locale));
        expectIn(locale, ruleDescription(field, locale));
      }
      for (const info of RULE_INFO) {
        if (info.kind !== 'choice') continue;
        const labels = info.choices.map((c) => ruleChoiceLabel(info.field, c, { locale }));
        for (const label of labels) expectIn(locale, label);
        expect(new Set(labels).size, info.field).toBe(labels.length);
      }
    }
    // RULE_INFO's descriptions are the phrase book's.
    for (const info of RULE_INFO) {
      expect(info.description).toBe(ruleDescription(info.field, 'en'));
      expect(info.descriptionEl).toBe(ruleDescription(info.field, 'el'));
    }
  });

  it('tells every kind of decision reason around its plan', () => {
    for (const locale of LOCALES) {
      for (const kind of DECISION_REASON_KINDS) {
        const [reason, moves] = REASONS[kind];
        expectIn(locale, phraseText(tellDecision(moves, { reason, considered: 9, rollouts: 400 }, { locale })));
      }
    }
  });

  it('refuses what is no key with an ArgumentError, an inherited name included', () => {
    const bad: [string, () => unknown][] = [
      ['refusal', () => tellRefusal({ code: 'toString' } as never)],
      ['refusal', () => tellRefusal(null as never)],
      ['fault', () => tellMeldFault({ code: 'constructor' } as never)],
      ['fault', () => tellMeldFault(undefined as never)],
      ['event', () => tellEvent({ kind: 'fly', seat: 1 } as never)],
      ['event', () => tellEvent({ kind: 'draw', seat: 9, last: false } as never)],
      ['reason', () => tellDecision(DRAW, { reason: { kind: 'hasOwnProperty' } } as never)],
      ['locale', () => tellEvent(EVENTS.stockOut, { locale: 'fr' as never })],
      ['you', () => tellEvent(EVENTS.stockOut, { you: 4 as never })],
    ];
    for (const [what, work] of bad) expect(thrown(ArgumentError, work).name, what).toBe('ArgumentError');
  });
});
