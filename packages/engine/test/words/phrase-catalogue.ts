// The phrase catalogue, docs/phrases.md: every sentence the phrase book can say, English and Greek side by side, made
// from the samples of phrase-samples.ts through the engine's public functions. Generated, never edited by hand:
// phrase-catalogue.test.ts fails when the file is not what the book gives.

import {
  type GuidePart,
  type IllegalMoveCode,
  type IllegalMoveDetails,
  type Locale,
  type MeldFaultDetails,
  type MoveEvent,
  type Phrase,
  DECISION_REASON_KINDS,
  ILLEGAL_MOVE_CODES,
  IllegalMoveError,
  MELD_FAULTS,
  MOVE_EVENT_KINDS,
  RULE_INFO,
  SUITS,
  cardName,
  parseCard,
  phraseText,
  ruleChoiceLabel,
  ruleDescription,
  ruleLabel,
  rulesGuide,
  suitName,
  tellDecision,
  tellEvent,
  tellEvents,
  tellMeldFault,
  tellPlan,
  tellRefusal,
} from '../../src/index.js';
import {
  type Sample,
  CARD_SAMPLES,
  DECISION_SAMPLES,
  EVENT_LINES,
  EVENT_SAMPLES,
  FAULT_SAMPLES,
  PLAN_SAMPLES,
  READER,
  REFUSAL_SAMPLES,
} from './phrase-samples.js';

/** How to write the catalogue again. */
export const REGENERATE = 'cd packages/engine && UPDATE_PHRASES=1 npx vitest run test/words/phrase-catalogue.test.ts';

/** The section titles: the test finds each kind of key under its own. */
export const SECTIONS = {
  events: 'Move events',
  lines: 'Lines of several events',
  refusals: 'Refusals',
  refusalCodes: 'Refusals by code alone',
  faults: 'Meld faults',
  rules: 'Rule fields',
  cards: 'Cards and suits',
  plans: 'Plans',
  decisions: 'Decisions',
  guide: 'The rules in brief',
} as const;

/** One row: its key (written as code), what the sample shows, and the sentence in each language. */
interface Row {
  readonly key: string;
  readonly note: string;
  readonly en: string;
  readonly el: string;
}

/** A table cell: one line, its pipes escaped. */
const cell = (text: string): string => text.replace(/\s*\n\s*/g, ' ').replace(/\|/g, '\\|');

/** Characters as a monospace column counts them (the catalogue has no wide or combining characters). */
const width = (text: string): number => [...text].length;

/** A table with its columns padded to one width, as Prettier writes it (so `prettier --check` leaves it alone). */
function table(rows: readonly Row[]): string[] {
  const lines = [
    ['Key', 'Sample', 'English', 'Ελληνικά'],
    ...rows.map((r) => [`\`${r.key}\``, cell(r.note), cell(r.en), cell(r.el)]),
  ];
  const widths = [0, 1, 2, 3].map((i) => Math.max(3, ...lines.map((l) => width(l[i] ?? ''))));
  const line = (cells: readonly string[]): string =>
    `| ${cells.map((c, i) => c + ' '.repeat((widths[i] ?? 0) - width(c))).join(' | ')} |`;
  const [head, ...body] = lines;
  return [line(head ?? []), line(widths.map((n) => '-'.repeat(n))), ...body.map(line)];
}

/** A row from a sentence made in each language. */
const row = (key: string, note: string, say: (locale: Locale) => string): Row => ({
  key,
  note,
  en: say('en'),
  el: say('el'),
});

const text = (phrase: Phrase): string => phraseText(phrase);

function eventRows(): Row[] {
  return MOVE_EVENT_KINDS.flatMap((kind) =>
    (EVENT_SAMPLES[kind] as readonly Sample<MoveEvent>[]).map((s) =>
      row(kind, s.note, (locale) => text(tellEvent(s.data, { locale, you: READER }))),
    ),
  );
}

function lineRows(): Row[] {
  return EVENT_LINES.map((s) =>
    row(s.data.map((e) => e.kind).join(' + '), s.note, (locale) => text(tellEvents(s.data, { locale, you: READER }))),
  );
}

function refusalRows(): Row[] {
  return ILLEGAL_MOVE_CODES.flatMap((code) =>
    (REFUSAL_SAMPLES[code] as readonly Sample<IllegalMoveDetails>[]).map((s) =>
      row(code, s.note, (locale) => text(tellRefusal(s.data, { locale, you: READER }))),
    ),
  );
}

function refusalCodeRows(): Row[] {
  return ILLEGAL_MOVE_CODES.map((code: IllegalMoveCode) =>
    row(code, 'an error made elsewhere, without details', (locale) =>
      text(tellRefusal(new IllegalMoveError(code, ''), { locale })),
    ),
  );
}

function faultRows(): Row[] {
  return MELD_FAULTS.flatMap((code) =>
    (FAULT_SAMPLES[code] as readonly Sample<MeldFaultDetails>[]).map((s) =>
      row(code, s.note, (locale) => text(tellMeldFault(s.data, { locale }))),
    ),
  );
}

function ruleRows(): Row[] {
  return RULE_INFO.flatMap((info) => [
    row(info.field, 'label', (locale) => ruleLabel(info.field, locale)),
    row(info.field, 'description', (locale) => ruleDescription(info.field, locale)),
    ...(info.kind === 'choice' ? info.choices : []).map((choice) =>
      row(info.field, `choice ${String(choice)}`, (locale) => ruleChoiceLabel(info.field, choice, { locale })),
    ),
  ]);
}

function cardRows(): Row[] {
  return [
    ...CARD_SAMPLES.map((card) => row(card, 'card', (locale) => cardName(parseCard(card), locale))),
    ...SUITS.flatMap((suit) => [
      row(suit, 'suit', (locale) => suitName(suit, locale)),
      row(suit, 'suit, as a group', (locale) => suitName(suit, locale, true)),
    ]),
  ];
}

function planRows(): Row[] {
  return PLAN_SAMPLES.map((s) =>
    row(s.data.moves.map((m) => m.type).join(' + ') || 'none', s.note, (locale) =>
      text(tellPlan(s.data.moves, s.data.pileSize === undefined ? { locale } : { locale, pileSize: s.data.pileSize })),
    ),
  );
}

function decisionRows(): Row[] {
  return DECISION_REASON_KINDS.flatMap((kind) =>
    DECISION_SAMPLES[kind].map((s) =>
      row(kind, s.note, (locale) => text(tellDecision(s.data.moves, s.data.story, { locale }))),
    ),
  );
}

/** The rules in brief, both languages side by side: the intro, then each section's title and its points. */
function guideRows(): Row[] {
  const part = (p: GuidePart): string =>
    typeof p === 'string' ? p : 'strong' in p ? `**${p.strong}**` : p.cards.join(' ');
  const line = (parts: readonly GuidePart[]): string => parts.map(part).join('');
  const [en, el] = [rulesGuide('en'), rulesGuide('el')];
  const rows: Row[] = [{ key: 'intro', note: '', en: line(en.intro), el: line(el.intro) }];
  // A table of two or six opens with its own intro; the points are the same words with the form's figures.
  for (const players of [2, 6] as const) {
    const [enForm, elForm] = [rulesGuide('en', undefined, players), rulesGuide('el', undefined, players)];
    rows.push({ key: 'intro', note: `${String(players)} players`, en: line(enForm.intro), el: line(elForm.intro) });
  }
  en.sections.forEach((section, i) => {
    const other = el.sections[i];
    rows.push({ key: `${String(i + 1)}`, note: 'title', en: section.title, el: other?.title ?? '' });
    const count = Math.max(section.items.length, other?.items.length ?? 0);
    for (let j = 0; j < count; j++) {
      const [a, b] = [section.items[j], other?.items[j]];
      rows.push({
        key: `${String(i + 1)}.${String(j + 1)}`,
        note: '',
        en: a === undefined ? '' : line(a),
        el: b === undefined ? '' : line(b),
      });
    }
  });
  return rows;
}

/** The catalogue as markdown. */
export function phraseCatalogue(): string {
  const section = (title: string, about: string, rows: readonly Row[]): string[] => [
    `## ${title}`,
    '',
    about,
    '',
    ...table(rows),
    '',
  ];
  return [
    '# The phrase catalogue',
    '',
    '<!-- Generated by packages/engine/test/words/phrase-catalogue.ts from the phrase book: do not edit by hand. -->',
    '',
    'Every sentence the phrase book (`packages/engine/src/words/`) can say, in English and Greek side by side, made',
    'from representative data by the engine’s own functions: for a proof-reader, and so that a change to a sentence',
    `shows in review. Cards are in notation (\`7H\`, \`10C\`, \`JK\`). The reader sits at seat ${String(READER)}: its own`,
    'moves are told in the second person, the other seats’ in the third, named as the engine names them by default',
    `(a table passes its own names). \`phrase-catalogue.test.ts\` fails when this file is not what the book says; to`,
    `write it again: \`${REGENERATE}\`.`,
    '',
    ...section(
      SECTIONS.events,
      '`tellEvent`, for each kind of `MoveEvent` and each variant of its sentence.',
      eventRows(),
    ),
    ...section(SECTIONS.lines, '`tellEvents`: a move and what it led to, in one line.', lineRows()),
    ...section(
      SECTIONS.refusals,
      '`tellRefusal` from each refusal code’s details (`IllegalMoveDetails`); for `malformed-move`, each problem.',
      refusalRows(),
    ),
    ...section(
      SECTIONS.refusalCodes,
      '`tellRefusal` of an `IllegalMoveError` that came without details.',
      refusalCodeRows(),
    ),
    ...section(SECTIONS.faults, '`tellMeldFault`, for each meld fault (`MeldFaultDetails`).', faultRows()),
    ...section(
      SECTIONS.rules,
      '`ruleLabel`, `ruleDescription` and `ruleChoiceLabel` of each field of `RULE_INFO`, in display order.',
      ruleRows(),
    ),
    ...section(
      SECTIONS.cards,
      '`cardName` of a sample of cards (each kind of rank, and the joker) and `suitName` of each suit.',
      cardRows(),
    ),
    ...section(SECTIONS.plans, '`tellPlan`: planned moves as advice (hints, a bot’s plan).', planRows()),
    ...section(
      SECTIONS.decisions,
      '`tellDecision`, for each kind of a bot’s reason (`DECISION_REASON_KINDS`) and each variant of its sentence.',
      decisionRows(),
    ),
    ...section(SECTIONS.guide, '`rulesGuide`: the rules in brief of a help panel, point by point.', guideRows()),
  ].join('\n');
}
