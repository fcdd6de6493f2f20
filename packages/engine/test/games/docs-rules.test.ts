// The examples of docs/rules.md are checked against the engine: every ```meld line with checkMeld, every ```score
// record with scoreTeam. The formats are described at the end of docs/rules.md ("Reading the example blocks").

import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { type Card, RANKS, formatCard, parseCards } from '../../src/vocabulary/cards.js';
import { checkMeld } from '../../src/core/meld-rules.js';
import { type RuleSet, RULE_KINDS, resolveRules } from '../../src/vocabulary/rules.js';
import { type TeamScore, scoreTeam } from '../../src/core/scoring.js';
import { IllegalMoveError } from '../../src/vocabulary/errors.js';
import type { GameState } from '../../src/core/state.js';
import type { Move } from '../../src/core/moves.js';
import { applyMove } from '../../src/core/turn-rules.js';
import { newGame } from '../../src/core/state.js';
import { viewFor } from '../../src/core/view.js';
import type { Seat } from '../../src/vocabulary/seats.js';
import { ids, position } from '../support/position.js';

const DOC_URL = new URL('../../../../docs/rules.md', import.meta.url);

/** Fewest examples the page must hold, so that deleting blocks fails this test. */
const MIN_MELD_EXAMPLES = 25;
const MIN_SCORE_EXAMPLES = 4;

/** Every meld example of the rules' §5.1, §5.2 and §9 must stay on the page (as cards, after `..` ranges). */
const REQUIRED_MELDS: readonly string[] = [
  'AS 2S 3S',
  'AS 2S 3S JK',
  '4S 2H 6S',
  '5S JK 7S',
  'QS KS AS',
  'KS AS 2S',
  '2S 2S 3S',
  '2H 2S 3H',
  '2S 3S 4S 5S 6S 7S 8S 9S 10S JS QS KS AS',
  '4S JK 2H 7S',
  'JK JK 5S',
  '2S 2S 2H', // stands in for `2S 2S 2S`, which two decks cannot produce
  '5S 5S 6S',
  '5S 6S 7H',
  'AS 3S 4S 5S 6S 7S 8S 9S 10S JS QS KS AS',
  '3S 4S 2S 6S 7S 8S 9S',
  '2S 3S 4S 5S 6S 7S 8S 9S',
  'QH KH AH',
  'JK 5D 6D',
];

type BooleanRule = 'allowSets' | 'twoOfSuitNeverDirty';
const BOOLEAN_RULES: readonly BooleanRule[] = ['allowSets', 'twoOfSuitNeverDirty'];

// ---- reading the page ---------------------------------------------------------------------------------------------

interface Block {
  readonly info: string;
  readonly line: number; // line of the opening fence, 1-based
  readonly lines: readonly string[];
}

function fencedBlocks(text: string): Block[] {
  const blocks: Block[] = [];
  const lines = text.split(/\r?\n/);
  for (let i = 0; i < lines.length; i++) {
    const open = /^```(\S*)/.exec(lines[i] as string);
    if (open === null) continue;
    const start = i;
    const body: string[] = [];
    for (i++; i < lines.length && !(lines[i] as string).startsWith('```'); i++) body.push(lines[i] as string);
    blocks.push({ info: open[1] ?? '', line: start + 1, lines: body });
  }
  return blocks;
}

/** Card notation with `XS..YS` ranges expanded. */
function expandCards(text: string): string {
  return text
    .trim()
    .split(/ +/)
    .map((token) => {
      const range = /^(10|[2-9AJQK])([SHDC])\.\.(10|[2-9AJQK])([SHDC])$/.exec(token);
      if (range === null) return token;
      const [, from, suit, to, suit2] = range as unknown as [string, string, string, string, string];
      const a = RANKS.indexOf(from as (typeof RANKS)[number]);
      const b = RANKS.indexOf(to as (typeof RANKS)[number]);
      if (suit !== suit2 || b <= a) throw new Error(`bad range ${token}`);
      return RANKS.slice(a, b + 1)
        .map((r) => `${r}${suit}`)
        .join(' ');
    })
    .join(' ');
}

/** Optional rules: the name of a boolean rule switches it on; `field=value` sets a rule that takes a choice. */
function parseRules(text: string | undefined): Partial<RuleSet> {
  const rules: Record<string, unknown> = {};
  for (const word of (text ?? '').split(/[\s,]+/).filter((w) => w.length > 0)) {
    const pair = /^(\w+)=(\w+)$/.exec(word);
    if (pair !== null) {
      const info = RULE_KINDS.find((i) => i.field === pair[1]);
      // A choice is written as it reads: `closingRequires=birimba`, `players=6`.
      const choice = info?.kind === 'choice' ? info.choices.find((c) => String(c) === pair[2]) : undefined;
      if (choice === undefined) throw new Error(`bad optional rule "${word}"`);
      rules[pair[1] as string] = choice;
    } else if ((BOOLEAN_RULES as readonly string[]).includes(word)) rules[word] = true;
    else throw new Error(`unknown optional rule "${word}"`);
  }
  return resolveRules(rules);
}

// ---- meld examples ------------------------------------------------------------------------------------------------

interface WildNote {
  readonly card: string;
  readonly standsFor: readonly string[];
}

interface MeldExample {
  readonly where: string;
  readonly text: string;
  readonly rules: Partial<RuleSet>;
  readonly cards: string;
  readonly valid: boolean;
  /** valid examples */
  readonly clean?: boolean;
  readonly birimba?: boolean;
  readonly wilds?: readonly WildNote[];
  readonly ace?: 'low' | 'high';
  /** invalid examples */
  readonly code?: string;
  readonly reason?: string;
}

function parseMeldLine(line: string, where: string): MeldExample {
  const columns = line.trim().split(/ {2,}|\t+/);
  if (columns.length < 2 || columns.length > 3) throw new Error(`expected 2 or 3 columns, got ${columns.length}`);
  const [verdictColumn, cardsColumn, notes] = columns as [string, string, string | undefined];
  const optional = /\s*\(([^)]*)\)$/.exec(verdictColumn);
  const rules = parseRules(optional?.[1]);
  const verdict = (optional === null ? verdictColumn : verdictColumn.slice(0, optional.index)).split(' ');
  const cards = expandCards(cardsColumn);
  const base = { where, text: line.trim(), rules, cards };
  if (verdict[0] === 'invalid') {
    if (verdict.length !== 2) throw new Error(`"invalid" takes exactly one code, got "${verdict.join(' ')}"`);
    if (notes === undefined) throw new Error('an invalid example needs the words its reason contains');
    return { ...base, valid: false, code: verdict[1], reason: notes };
  }
  if (verdict[0] !== 'valid' || (verdict[1] !== 'clean' && verdict[1] !== 'dirty')) {
    throw new Error(`verdict must be "valid clean", "valid dirty" or "invalid <code>", got "${verdict.join(' ')}"`);
  }
  if (verdict.length > 3 || (verdict.length === 3 && verdict[2] !== 'birimba')) {
    throw new Error(`unexpected words in verdict "${verdict.join(' ')}"`);
  }
  const wilds: WildNote[] = [];
  let ace: 'low' | 'high' | undefined;
  for (const note of (notes ?? '').split(' ').filter((n) => n.length > 0)) {
    const wild = /^(\S+)=(\S+)$/.exec(note);
    if (note === 'ace-low' || note === 'ace-high') ace = note === 'ace-low' ? 'low' : 'high';
    else if (wild !== null) wilds.push({ card: wild[1] as string, standsFor: (wild[2] as string).split('/') });
    else throw new Error(`unknown note "${note}"`);
  }
  return {
    ...base,
    valid: true,
    clean: verdict[1] === 'clean',
    birimba: verdict[2] === 'birimba',
    wilds,
    ...(ace === undefined ? {} : { ace }),
  };
}

/** What is wrong with an example according to the engine; empty if nothing. */
function meldProblems(example: MeldExample): string[] {
  const problems: string[] = [];
  const cards = parseCards(example.cards);
  const result = checkMeld(cards, example.rules);
  if (!example.valid) {
    if (result.valid) return ['the engine finds it valid'];
    if (result.code !== example.code) problems.push(`code is ${result.code}, not ${String(example.code)}`);
    if (!result.reason.toLowerCase().includes((example.reason ?? '').toLowerCase())) {
      problems.push(`reason "${result.reason}" does not mention "${String(example.reason)}"`);
    }
    return problems;
  }
  if (!result.valid) return [`the engine refuses it: ${result.code}: ${result.reason}`];
  if (result.clean !== example.clean) problems.push(`the engine finds it ${result.clean ? 'clean' : 'dirty'}`);
  if (result.isBirimba !== example.birimba) problems.push(`isBirimba is ${String(result.isBirimba)}`);
  if (result.length !== cards.length) problems.push(`length is ${result.length}, not ${cards.length}`);
  const slots = result.arrangement.slots;
  if (result.arrangement.kind === 'run') {
    slots.forEach((s, i) => {
      if (s.position !== result.arrangement.low + i) problems.push(`places are not consecutive`);
    });
  }
  const acting = slots.filter((s) => s.acting);
  const wilds = example.wilds ?? [];
  if (acting.length !== wilds.length) {
    problems.push(
      `${acting.length} acting wild(s) (${acting.map((s) => `${formatCard(s.card)}=${s.standsFor}`).join(' ')}), ` +
        `the example notes ${wilds.length}`,
    );
  }
  const unmatched = [...acting];
  for (const note of wilds) {
    const i = unmatched.findIndex((s) => formatCard(s.card) === note.card && note.standsFor.includes(s.standsFor));
    if (i < 0) {
      const got = acting.map((s) => `${formatCard(s.card)}=${s.standsFor}`).join(' ') || 'no acting wild';
      problems.push(`expected ${note.card}=${note.standsFor.join('/')}, the engine has ${got}`);
    } else unmatched.splice(i, 1);
  }
  if (example.ace !== undefined) {
    const at = example.ace === 'low' ? 1 : 14;
    const aces = slots.filter((s) => s.card.rank === 'A' && !s.acting);
    if (aces.length !== 1 || aces[0]?.position !== at) {
      problems.push(`the ace is not ${example.ace} (places ${aces.map((s) => s.position).join(',') || 'none'})`);
    }
  }
  return problems;
}

// ---- score examples -----------------------------------------------------------------------------------------------

const EXPECT_FIELDS: Readonly<Record<string, keyof TeamScore>> = {
  melds: 'meldPoints',
  birimba: 'birimbaBonus',
  hands: 'handPenalty',
  birimbaki: 'birimbakiPenalty',
  closing: 'closingBonus',
  total: 'total',
};
const SCORE_KEYS = ['team', 'rules', 'melds', 'hands', 'birimbaki', 'closed', 'expect'] as const;
type ScoreKey = (typeof SCORE_KEYS)[number];

interface ScoreExample {
  readonly where: string;
  readonly team: string;
  readonly rules: Partial<RuleSet>;
  readonly melds: readonly Card[][];
  readonly hands: readonly Card[][];
  readonly tookBirimbaki: boolean;
  readonly closed: boolean;
  readonly expected: TeamScore;
}

function yesNo(value: string, key: string): boolean {
  if (value !== 'yes' && value !== 'no') throw new Error(`${key} must be yes or no, got "${value}"`);
  return value === 'yes';
}

function cardsOrNone(text: string): Card[] {
  return text.trim() === '-' ? [] : parseCards(expandCards(text));
}

function parseScoreRecord(lines: readonly string[], where: string): ScoreExample {
  const fields = new Map<ScoreKey, string>();
  for (const line of lines) {
    const match = /^(\S+)\s+(.*)$/.exec(line.trim());
    const key = match?.[1] as ScoreKey | undefined;
    if (match === null || key === undefined || !SCORE_KEYS.includes(key)) throw new Error(`bad line "${line}"`);
    if (fields.has(key)) throw new Error(`"${key}" given twice`);
    fields.set(key, (match[2] as string).trim());
  }
  const need = (key: ScoreKey): string => {
    const value = fields.get(key);
    if (value === undefined) throw new Error(`missing "${key}"`);
    return value;
  };
  const hands = need('hands').split('|');
  if (hands.length > 2) throw new Error(`"hands" needs the partners' hands (one, or two separated by |)`);
  const expected: Partial<Record<keyof TeamScore, number>> = {};
  for (const item of need('expect').split(',')) {
    const m = /^(\w+) (-?\d+)$/.exec(item.trim());
    const field = m === null ? undefined : EXPECT_FIELDS[m[1] as string];
    if (m === null || field === undefined) throw new Error(`bad expect item "${item.trim()}"`);
    expected[field] = Number(m[2]);
  }
  for (const field of Object.values(EXPECT_FIELDS)) {
    if (expected[field] === undefined) throw new Error(`expect is missing ${field}`);
  }
  const melds = need('melds').trim() === '-' ? [] : need('melds').split('|').map(cardsOrNone);
  return {
    where,
    team: need('team'),
    rules: parseRules(fields.get('rules')),
    melds,
    hands: hands.map(cardsOrNone),
    tookBirimbaki: yesNo(need('birimbaki'), 'birimbaki'),
    closed: yesNo(need('closed'), 'closed'),
    expected: expected as TeamScore,
  };
}

function scoreProblems(example: ScoreExample): string[] {
  const problems: string[] = [];
  for (const meld of example.melds) {
    const check = checkMeld(meld, example.rules);
    if (!check.valid) problems.push(`meld ${meld.map(formatCard).join(' ')} is not valid: ${check.reason}`);
  }
  const e = example.expected;
  const sum = e.meldPoints + e.birimbaBonus + e.handPenalty + e.birimbakiPenalty + e.closingBonus;
  if (sum !== e.total) problems.push(`the expected parts add up to ${sum}, not ${e.total}`);
  const got = scoreTeam(
    { melds: example.melds, hands: example.hands, tookBirimbaki: example.tookBirimbaki, closed: example.closed },
    example.rules,
  );
  for (const field of Object.values(EXPECT_FIELDS)) {
    if (got[field] !== e[field]) problems.push(`${field} is ${got[field]}, not ${e[field]}`);
  }
  return problems;
}

// ---- turn examples ------------------------------------------------------------------------------------------------

const TURN_KEYS = ['rules', 'hand', 'table', 'birimbaki', 'move', 'expect'] as const;
type TurnKey = (typeof TURN_KEYS)[number];
const OUTCOMES = ['accepted', 'picks up', 'picks up, turn ends', 'closes'] as const;

interface TurnExample {
  readonly where: string;
  readonly text: string;
  readonly rules: Partial<RuleSet>;
  readonly hand: string;
  readonly table: readonly string[];
  readonly tookBirimbaki: boolean;
  readonly moves: readonly string[];
  /** One of OUTCOMES, or `refused <code>`. */
  readonly expect: string;
}

function parseTurnRecord(lines: readonly string[], where: string): TurnExample {
  const fields = new Map<TurnKey, string>();
  const moves: string[] = [];
  for (const line of lines) {
    const match = /^(\S+)\s+(.*)$/.exec(line.trim());
    const key = match?.[1] as TurnKey | undefined;
    if (match === null || key === undefined || !TURN_KEYS.includes(key)) throw new Error(`bad line "${line}"`);
    const value = (match[2] as string).trim();
    if (key === 'move') moves.push(value);
    else if (fields.has(key)) throw new Error(`"${key}" given twice`);
    else fields.set(key, value);
  }
  const need = (key: TurnKey): string => {
    const value = fields.get(key);
    if (value === undefined) throw new Error(`missing "${key}"`);
    return value;
  };
  const expected = need('expect');
  if (!(OUTCOMES as readonly string[]).includes(expected) && !/^refused [a-z-]+$/.test(expected)) {
    throw new Error(`expect must be ${OUTCOMES.join(' / ')} or "refused <code>", got "${expected}"`);
  }
  if (moves.length === 0) throw new Error('missing "move"');
  const table = fields.get('table') ?? '-';
  return {
    where,
    text: lines.join(' / '),
    rules: parseRules(fields.get('rules')),
    hand: expandCards(need('hand')),
    table: table.trim() === '-' ? [] : table.split('|').map(expandCards),
    tookBirimbaki: yesNo(fields.get('birimbaki') ?? 'no', 'birimbaki'),
    moves,
    expect: expected,
  };
}

/** A move line of a turn example on this state: `meld CARDS`, `layoff N CARDS` (N counts our melds from 1), `discard CARD`. */
function moveOf(state: GameState, line: string): Move {
  const [verb, ...rest] = line.split(/\s+/);
  if (verb === 'meld') return { type: 'meld', cards: ids(state, expandCards(rest.join(' '))) };
  if (verb === 'discard' && rest.length === 1)
    return { type: 'discard', card: ids(state, rest[0] as string)[0] as number };
  if (verb === 'layoff' && /^\d+$/.test(rest[0] ?? '')) {
    const meld = state.melds[Number(rest[0]) - 1];
    if (meld === undefined) throw new Error(`there is no meld ${String(rest[0])}`);
    return { type: 'layOff', meldId: meld.id, cards: ids(state, expandCards(rest.slice(1).join(' '))) };
  }
  throw new Error(`bad move "${line}"`);
}

/** Plays a turn example from seat 0's play phase; what differs from its `expect`, empty if nothing. */
function turnProblems(example: TurnExample): string[] {
  const players = example.rules.players ?? 4;
  let state = position({
    rules: example.rules,
    hands: [example.hand, '4D', ...Array.from({ length: players - 2 }, () => '')],
    melds: example.table.map((cards) => ({ team: 0, cards })),
    tookBirimbaki: [example.tookBirimbaki, false],
  });
  const took = state.tookBirimbaki[0];
  let outcome = 'accepted';
  for (const [i, line] of example.moves.entries()) {
    const move = moveOf(state, line);
    try {
      state = applyMove(state, move);
    } catch (e) {
      if (!(e instanceof IllegalMoveError)) throw e;
      if (i < example.moves.length - 1) return [`move "${line}" is refused (${e.code}), only the last may be`];
      return example.expect === `refused ${e.code}` ? [] : [`the engine refuses it (${e.code}: ${e.message})`];
    }
    if (state.endReason === 'closed') outcome = 'closes';
    else if (state.tookBirimbaki[0] !== took) outcome = state.turn === 0 ? 'picks up' : 'picks up, turn ends';
    else outcome = 'accepted';
  }
  return outcome === example.expect ? [] : [`the engine gives "${outcome}"`];
}

// ---- deal examples ------------------------------------------------------------------------------------------------

const DEAL_KEYS = ['players', 'cards', 'jokers', 'hands', 'birimbakia', 'stock', 'teams'] as const;

interface DealExample {
  readonly where: string;
  readonly text: string;
  readonly fields: ReadonlyMap<string, string>;
}

function parseDealRecord(lines: readonly string[], where: string): DealExample {
  const fields = new Map<string, string>();
  for (const line of lines) {
    const m = /^(\w+)\s+(.*\S)\s*$/.exec(line);
    if (m === null || !(DEAL_KEYS as readonly string[]).includes(m[1] as string) || fields.has(m[1] as string))
      throw new Error(`bad deal line "${line.trim()}"`);
    fields.set(m[1] as string, m[2] as string);
  }
  const missing = DEAL_KEYS.filter((k) => !fields.has(k));
  if (missing.length > 0) throw new Error(`deal record without ${missing.join(', ')}`);
  return { where, text: `players ${fields.get('players') ?? '?'}`, fields };
}

/** What `newGame` deals for the record's number of players, in the record's words; what differs, empty if nothing. */
function dealProblems(example: DealExample): string[] {
  const rules = resolveRules({ players: Number(example.fields.get('players')) });
  const state = newGame({ seed: example.where, rules });
  const cards = [...state.hands.flat(), ...state.birimbakia.flat(), ...state.stock, ...state.pile];
  const sizes = (lists: readonly (readonly unknown[])[]): string =>
    `${String(lists.length)} × ${[...new Set(lists.map((l) => l.length))].join('/')}`;
  const seats = state.hands.map((_, seat) => seat as Seat);
  const dealt = {
    cards: String(cards.length),
    jokers: String(cards.filter((c) => c.rank === 'JK').length),
    hands: sizes(state.hands),
    birimbakia: sizes(state.birimbakia),
    stock: String(state.stock.length),
    teams: state.tookBirimbaki
      .map((_, team) => seats.filter((seat) => viewFor(state, seat).team === team).join(' '))
      .join(' | '),
  };
  return Object.entries(dealt).flatMap(([key, value]) =>
    example.fields.get(key) === value ? [] : [`${key}: the engine deals ${value}`],
  );
}

// ---- collecting everything ----------------------------------------------------------------------------------------

interface Collected {
  melds: MeldExample[];
  scores: ScoreExample[];
  turns: TurnExample[];
  deals: DealExample[];
  errors: string[];
  blocks: number;
}

function collect(text: string): Collected {
  const out: Collected = { melds: [], scores: [], turns: [], deals: [], errors: [], blocks: 0 };
  for (const block of fencedBlocks(text)) {
    if (!['meld', 'score', 'turn', 'deal'].includes(block.info)) continue;
    out.blocks++;
    if (block.info === 'meld') {
      block.lines.forEach((line, i) => {
        if (line.trim() === '' || line.trim().startsWith('#')) return;
        const where = `docs/rules.md:${block.line + 1 + i}`;
        try {
          out.melds.push(parseMeldLine(line, where));
        } catch (error) {
          out.errors.push(`${where}: ${(error as Error).message} in "${line.trim()}"`);
        }
      });
      continue;
    }
    let record: string[] = [];
    let start = 0;
    const flush = (): void => {
      if (record.length === 0) return;
      const where = `docs/rules.md:${block.line + 1 + start}`;
      try {
        if (block.info === 'turn') out.turns.push(parseTurnRecord(record, where));
        else if (block.info === 'deal') out.deals.push(parseDealRecord(record, where));
        else out.scores.push(parseScoreRecord(record, where));
      } catch (error) {
        out.errors.push(`${where}: ${(error as Error).message}`);
      }
      record = [];
    };
    block.lines.forEach((line, i) => {
      if (line.trim() === '') flush();
      else {
        if (record.length === 0) start = i;
        record.push(line);
      }
    });
    flush();
  }
  return out;
}

const doc = collect(readFileSync(DOC_URL, 'utf8'));

describe('docs/rules.md', () => {
  it('has meld and score blocks, every line of which can be read', () => {
    expect(doc.blocks).toBeGreaterThanOrEqual(2);
    expect(doc.errors).toEqual([]);
  });

  it(`holds at least ${MIN_MELD_EXAMPLES} meld examples and ${MIN_SCORE_EXAMPLES} scoring examples`, () => {
    expect(doc.melds.length).toBeGreaterThanOrEqual(MIN_MELD_EXAMPLES);
    expect(doc.scores.length).toBeGreaterThanOrEqual(MIN_SCORE_EXAMPLES);
    expect(doc.melds.some((m) => m.valid)).toBe(true);
    expect(doc.melds.some((m) => !m.valid)).toBe(true);
  });

  it('holds every meld example of its sections on melds and scoring', () => {
    const present = new Set(doc.melds.map((m) => m.cards));
    expect(REQUIRED_MELDS.filter((cards) => !present.has(cards))).toEqual([]);
  });

  it('holds the worked example of rules.md §9 (390 and -95)', () => {
    const totals = doc.scores.map((s) => s.expected.total);
    expect(totals).toContain(390);
    expect(totals).toContain(-95);
  });
});

describe('docs/rules.md meld examples agree with checkMeld', () => {
  it.each(doc.melds.map((m) => [m.where, m.text, m] as const))('%s: %s', (_where, _text, example) => {
    expect(meldProblems(example)).toEqual([]);
  });
});

describe('docs/rules.md scoring examples agree with scoreTeam', () => {
  it.each(doc.scores.map((s) => [s.where, s.team, s] as const))('%s: %s', (_where, _team, example) => {
    expect(scoreProblems(example)).toEqual([]);
  });
});

describe('docs/rules.md turn examples agree with applyMove', () => {
  it('holds turn examples of the birimbaki variant', () => {
    expect(doc.turns.filter((t) => t.rules.birimbakiRequires !== 'nothing').length).toBeGreaterThanOrEqual(4);
  });

  it.each(doc.turns.map((t) => [t.where, t.text, t] as const))('%s: %s', (_where, _text, example) => {
    expect(turnProblems(example)).toEqual([]);
  });
});

describe('docs/rules.md deal examples agree with newGame', () => {
  it('holds a deal of each number of players, and turn examples of two and six', () => {
    expect(doc.deals.map((d) => d.fields.get('players'))).toEqual(['2', '4', '6']);
    expect(doc.turns.filter((t) => t.rules.players === 2).length).toBeGreaterThanOrEqual(2);
    expect(doc.turns.filter((t) => t.rules.players === 6).length).toBeGreaterThanOrEqual(2);
  });

  it.each(doc.deals.map((d) => [d.where, d.text, d] as const))('%s: %s', (_where, _text, example) => {
    expect(dealProblems(example)).toEqual([]);
  });
});

describe('the example checker itself', () => {
  it('reports wrong deal examples and refuses records it cannot read', () => {
    const deal = (...lines: string[]): string[] => dealProblems(parseDealRecord(lines, 'test'));
    const six = ['players  6', 'cards  162', 'jokers  6', 'hands  6 × 11', 'birimbakia  3 × 11', 'stock  63'];
    expect(deal(...six, 'teams  0 3 | 1 4 | 2 5')).toEqual([]);
    expect(deal(...six, 'teams  0 2 4 | 1 3 5')).toEqual(['teams: the engine deals 0 3 | 1 4 | 2 5']);
    expect(deal(...six.slice(0, 5), 'stock  64', 'teams  0 3 | 1 4 | 2 5')).toEqual(['stock: the engine deals 63']);
    expect(() => parseDealRecord(['players  6', 'stock  63'], 'test')).toThrow(/without cards/);
    expect(() => parseDealRecord(['players  6', 'seats  6'], 'test')).toThrow(/bad deal line/);
    expect(() => parseRules('players=5')).toThrow(/bad optional rule/);
    expect(parseRules('players=2').players).toBe(2);
  });

  const meld = (line: string): string[] => meldProblems(parseMeldLine(line, 'test'));

  it('reports wrong meld examples', () => {
    expect(meld('valid dirty  4S 2H 6S  2H=5S')).toEqual([]);
    expect(meld('valid clean  4S 2H 6S')).not.toEqual([]);
    expect(meld('valid dirty  4S 2H 6S  2H=3S')).not.toEqual([]);
    expect(meld('valid dirty  4S 2H 6S')).not.toEqual([]);
    expect(meld('valid dirty birimba  4S 2H 6S  2H=5S')).not.toEqual([]);
    expect(meld('valid clean  3S 4S 5S 6S 7S 8S 9S')).not.toEqual([]);
    expect(meld('valid clean  QS KS AS  ace-low')).not.toEqual([]);
    expect(meld('valid clean  JK JK 5S')).not.toEqual([]);
    expect(meld('invalid gap  JK JK 5S  two wild')).not.toEqual([]);
    expect(meld('invalid two-wilds  JK JK 5S  mixed suits')).not.toEqual([]);
    expect(meld('invalid two-wilds  AS 2S 3S  two wild')).not.toEqual([]);
    expect(meld('valid clean (twoOfSuitNeverDirty)  3S 4S 2S 6S  2S=5S')).toEqual([]);
    expect(meld('valid clean  3S 4S 2S 6S  2S=5S')).not.toEqual([]);
  });

  it('refuses lines it cannot read', () => {
    expect(() => parseMeldLine('valid  AS 2S 3S', 'test')).toThrow();
    expect(() => parseMeldLine('valid clean AS 2S 3S', 'test')).toThrow();
    expect(() => parseMeldLine('invalid  JK JK 5S  two wild', 'test')).toThrow();
    expect(() => parseMeldLine('valid dirty  4S 2H 6S  wild=5S extra', 'test')).toThrow();
    expect(() => parseMeldLine('valid clean (wildAces)  AS 2S 3S', 'test')).toThrow();
    expect(collect('```meld\nvalid maybe  AS 2S 3S\n```\n').errors).toHaveLength(1);
    expect(collect('```score\nteam x\nmelds -\n```\n').errors).toHaveLength(1);
  });

  it('reports wrong turn examples', () => {
    const turn = (...lines: string[]): string[] => turnProblems(parseTurnRecord(lines, 'test'));
    const rules = 'rules  birimbakiRequires=birimba';
    expect(turn(rules, 'hand  5S 6S 7S', 'move  meld 5S 6S 7S', 'expect  refused cannot-take-birimbaki')).toEqual([]);
    expect(turn(rules, 'hand  5S 6S 7S', 'move  meld 5S 6S 7S', 'expect  picks up')).not.toEqual([]);
    expect(turn('hand  5S 6S 7S', 'move  meld 5S 6S 7S', 'expect  picks up')).toEqual([]);
    expect(turn('hand  5S 6S 7S', 'move  meld 5S 6S 7S', 'expect  refused cannot-take-birimbaki')).not.toEqual([]);
    expect(turn('hand  5S 6S 7S 9C', 'move  meld 5S 6S 7S', 'move  discard 9C', 'expect  picks up, turn ends')).toEqual(
      [],
    );
    expect(
      turn('hand  5S 6S 7S 9C', 'birimbaki  yes', 'move  meld 5S 6S 7S', 'move  discard 9C', 'expect  closes'),
    ).toEqual([]);
    expect(() => parseTurnRecord(['hand  5S', 'expect  refused'], 'test')).toThrow();
    expect(() => parseTurnRecord(['hand  5S', 'move  meld 5S', 'expect  wins'], 'test')).toThrow();
    expect(() =>
      parseTurnRecord(['rules  birimbakiRequires=always', 'hand  5S', 'move  meld 5S', 'expect  accepted'], 'test'),
    ).toThrow();
  });

  it('reports wrong score examples', () => {
    const record = (expectLine: string): string[] =>
      scoreProblems(
        parseScoreRecord(
          ['team  t', 'melds  JK 5D 6D', 'hands  AC | KD', 'birimbaki  no', 'closed  no', `expect  ${expectLine}`],
          'test',
        ),
      );
    expect(record('melds 30, birimba 0, hands -25, birimbaki -100, closing 0, total -95')).toEqual([]);
    expect(record('melds 30, birimba 0, hands -25, birimbaki -100, closing 0, total -94')).not.toEqual([]);
    expect(record('melds 30, birimba 0, hands -15, birimbaki -100, closing 0, total -85')).not.toEqual([]);
    expect(record('melds 30, birimba 100, hands -25, birimbaki -100, closing 0, total 5')).not.toEqual([]);
    expect(() => record('melds 30, birimba 0, hands -25, birimbaki -100, total -95')).toThrow();
  });
});
