// The classic player: the Birimba thesis's AI made complete — card memory, the five heuristics, a fuzzy
// evaluation of every play, the randomised top-5 choice, the draw rule with its random band and the discard duel.

import {
  type Card,
  type Move,
  type PlayerView,
  applyPlayToView,
  cardPoints,
  legalMoves,
  describePlan,
} from '@birimba/engine';
import { type Bot, type Candidate, type Decision, assertActingView, explanation } from '../bot.js';

import { pileMakesAPlay } from '../bots/greedy.js';
import { Random } from '../random.js';
import { type Play, enumeratePlays } from '../search/plays.js';
import { thesisTreePlays } from '../search/thesis-tree.js';
import { searchDraw } from './draw-search.js';
import { FuzzySystem, type Inference } from './fuzzy.js';
import { type CardThrows, cardThrows, drawFeatures, feedValue, keepValue } from './heuristics.js';
import { chooseAmongBest } from './choice.js';
import { playFeatures } from './play-features.js';
import { type CardMemory, buildMemory } from './memory.js';
import { type ClassicProfile, DEFAULT_PROFILE, loadProfile } from './profile.js';

/** Options of the classic player. */
export interface ClassicOptions {
  /** The data profile (object or JSON text); default the built-in one. */
  readonly profile?: unknown;
  /** `'full'`: every distinct play (default); `'thesis'`: the thesis's width-limited tree (6 children a node). */
  readonly search?: 'full' | 'thesis';
  /** Attach explanations to decisions (default true). */
  readonly explain?: boolean;
  /**
   * With `'full'`: the most plays enumerated per decision (default 2000). A hand with more (a big pile taken, many
   * wilds) is searched up to this many and then by the thesis tree as well, so large plays are never missed.
   */
  readonly maxPlays?: number;
  /**
   * How the draw is decided: `'fuzzy'` (default: the thesis's draw system with one ply of lookahead) or
   * `'expectimax'` (the stock card as a chance node over unseen identities, with Star1 pruning; `draw-search.ts`).
   */
  readonly draw?: 'fuzzy' | 'expectimax';
}

interface Compiled {
  readonly profile: ClassicProfile;
  readonly play: FuzzySystem;
  readonly draw: FuzzySystem;
  readonly discard: FuzzySystem;
}

const compiledDefault: { value?: Compiled } = {};

function compile(profile: ClassicProfile): Compiled {
  return {
    profile,
    play: new FuzzySystem(profile.play),
    draw: new FuzzySystem(profile.draw),
    discard: new FuzzySystem(profile.discard),
  };
}

/** What a point left in hand costs the expectimax's leaf evaluation (the rest of the hand is at risk). */
const KEEP_COST = 0.25;

function firedRules(inference: Inference): Candidate['rules'] {
  return inference.fired.slice(0, 4).map((f) => ({ rule: f.rule, strength: Math.round(f.strength * 100) / 100 }));
}

/** The classic player: the Birimba thesis's AI made complete (see docs/ai.md). */
export function classicBot(options: ClassicOptions = {}): ClassicBot {
  let compiled: Compiled;
  if (options.profile === undefined) compiled = compiledDefault.value ??= compile(DEFAULT_PROFILE);
  else compiled = compile(loadProfile(options.profile));
  const search = options.search ?? 'full';
  const explain = options.explain ?? true;
  const maxPlays = options.maxPlays ?? 2000;
  const drawMode = options.draw ?? 'fuzzy';
  const { profile } = compiled;

  function decideDraw(view: PlayerView, memory: CardMemory, random: Random): Decision {
    if (view.pile.length === 0) {
      const moves: Move[] = [{ type: 'draw' }];
      return { moves, explanation: explanation(moves, { kind: 'pile-empty' }, { candidates: [] }) };
    }
    if (onlyStalls(view)) {
      const moves: Move[] = [{ type: 'draw' }];
      return { moves, explanation: explanation(moves, { kind: 'pile-stalls' }, { candidates: [] }) };
    }
    if (drawMode === 'expectimax') {
      const result = searchDraw(view, (hand) => handValue(view, hand));
      const moves: Move[] = [result.take ? { type: 'takePile' } : { type: 'draw' }];
      const reason = {
        kind: 'pile-weighed',
        pileValue: result.takeValue,
        stockValue: result.drawValue,
        stockBound: result.pruned ? (result.take ? 'at-most' : 'at-least') : 'exact',
        weighed: result.nodes,
        positions: result.outcomes + 1,
      } as const;
      return { moves, explanation: explanation(moves, reason, { candidates: [] }) };
    }
    const features = { ...drawFeatures(view.hand, memory, view.rules), lookahead: pileLookahead(view) };
    const inference = compiled.draw.inferNamed(features, explain);
    const v = inference.output;
    const [bottom, top] = profile.choice.drawBand;
    let take: boolean;
    let verdict: 'pile-better' | 'stock-better' | 'close-call';
    if (v > top) {
      take = false;
      verdict = 'stock-better';
    } else if (v < bottom) {
      take = true;
      verdict = 'pile-better';
    } else {
      // Inside the band: early on a doubtful pile is taken more often, late less (its cards may stay as penalties).
      take = random.next() < 0.6 - 0.4 * memory.stage;
      verdict = 'close-call';
    }
    const moves: Move[] = [take ? { type: 'takePile' } : { type: 'draw' }];
    const candidates: Candidate[] = explain
      ? [{ description: describePlan(moves), score: round(v), rules: firedRules(inference), moves, value: v, features }]
      : [];
    return { moves, explanation: explanation(moves, { kind: 'pile-judged', verdict, value: v }, { candidates }) };
  }

  /** Every legal discard valued by the discard system, best first. */
  function scoreDiscards(view: PlayerView, memory: CardMemory, throws: ReadonlyMap<number, CardThrows>) {
    const discards = legalMoves(view).filter((m): m is Move & { type: 'discard' } => m.type === 'discard');
    const byId = new Map(view.hand.map((c) => [c.id, c]));
    const scored = discards.map((move) => {
      const card = byId.get(move.card) as Card;
      const inputs = {
        points: cardPoints(card),
        keep: keepValue(card, view.hand, memory, throws.get(card.id)),
        feeds: feedValue(card, memory, view.rules),
        threat: memory.threat,
      };
      const inference = compiled.discard.inferNamed(inputs, explain);
      return { move, card, value: inference.output, inference, inputs };
    });
    scored.sort((a, b) => b.value - a.value || a.card.id - b.card.id);
    return scored;
  }

  function chooseDiscard(
    view: PlayerView,
    memory: CardMemory,
    throws: ReadonlyMap<number, CardThrows>,
    random: Random,
  ) {
    const scored = scoreDiscards(view, memory, throws);
    const [first, second] = scored;
    if (first === undefined) throw new Error('no legal discard');
    let chosen = first;
    if (second !== undefined) {
      const d = first.value - second.value;
      if (d === 0) chosen = random.next() < 0.5 ? first : second;
      else if (d < profile.choice.discardCertain) {
        const a = first.value + random.between(0, profile.choice.discardSpread * d);
        const b = second.value + random.between(0, profile.choice.discardSpread * d);
        chosen = a >= b ? first : second;
      }
    }
    return { chosen, scored };
  }

  /** Every play the search finds for the view's seat, valued by the play system. */
  function scorePlays(view: PlayerView, memory: CardMemory) {
    const throws = cardThrows(view.hand, memory, profile.tables, view.rules);
    let plays: readonly Play[];
    if (search === 'thesis') plays = thesisTreePlays(view);
    else {
      const full = enumeratePlays(view, { maxPlays });
      plays = full.truncated ? [...full, ...thesisTreePlays(view)] : full;
    }
    const scored = plays.map((play) => ({
      item: play,
      value: compiled.play.inferNamed(playFeatures(play, memory, throws)).output,
    }));
    return { throws, plays, scored };
  }

  /**
   * One step of lookahead for the draw: how much better the best play would be with the pile in hand than with
   * the hand as it is (the stock card is unknown, so it is left out of both).
   */
  function pileLookahead(view: PlayerView): number {
    const best = (v: PlayerView): number => Math.max(0, ...scorePlays(v, buildMemory(v)).scored.map((s) => s.value));
    const asPlay = (hand: readonly Card[], pile: readonly Card[]): PlayerView => ({
      ...view,
      hand,
      pile,
      handSizes: view.handSizes.map((n, s) => (s === view.seat ? hand.length : n)),
      phase: 'play',
    });
    return best(asPlay([...view.hand, ...view.pile], [])) - best(asPlay(view.hand, view.pile));
  }

  /**
   * The worth of holding `hand` at the start of the play phase, points-like: the best play's value less a share of
   * the points it would leave in hand (cards kept are points at risk). The leaf of the draw's expectimax.
   */
  function handValue(view: PlayerView, hand: readonly Card[]): number {
    const asPlay: PlayerView = {
      ...view,
      hand,
      handSizes: view.handSizes.map((n, s) => (s === view.seat ? hand.length : n)),
      phase: 'play',
    };
    let best = -Infinity;
    for (const { item, value } of scorePlays(asPlay, buildMemory(asPlay)).scored) {
      const v = value - KEEP_COST * item.rest.reduce((sum, c) => sum + cardPoints(c), 0);
      if (v > best) best = v;
    }
    return best;
  }

  function decidePlay(view: PlayerView, memory: CardMemory, random: Random): Decision {
    const { throws, plays, scored } = scorePlays(view, memory);
    const chosen = chooseAmongBest(scored, profile, random);
    // Both searches list the empty play first: it is what is left when no play is worth making.
    const empty = plays[0];
    if (empty === undefined) throw new Error('the search found no play at all, not even the empty one');
    const play = chosen?.item ?? empty;
    const moves: Move[] = [...play.moves];
    const candidates: Candidate[] = [];
    if (explain) {
      for (const s of [...scored].sort((a, b) => b.value - a.value).slice(0, 5)) {
        const features = playFeatures(s.item, memory, throws);
        const inference = compiled.play.inferNamed(features, true);
        candidates.push({
          description: describePlan(s.item.moves),
          score: round(s.value),
          rules: firedRules(inference),
          moves: s.item.moves,
          value: s.value,
          features: { ...features },
        });
      }
    }
    if (play.emptiesHand) {
      const reason = { kind: 'empties-hand', closes: memory.ownTookBirimbaki } as const;
      return { moves, explanation: explanation(moves, reason, { candidates, considered: plays.length }) };
    }
    let after = view;
    for (const m of moves) after = applyPlayToView(after, m);
    const discard = chooseDiscard(after, memory, throws, random);
    moves.push(discard.chosen.move);
    if (explain) {
      for (const d of discard.scored.slice(0, 2)) {
        candidates.push({
          description: describePlan([d.move]),
          score: round(d.value),
          rules: firedRules(d.inference),
          moves: [d.move],
          value: d.value,
          features: d.inputs,
        });
      }
    }
    return {
      moves,
      explanation: explanation(moves, { kind: 'plays-weighed' }, { candidates, considered: plays.length }),
    };
  }

  return {
    name: 'classic',
    options: { search, explain, maxPlays, profile: profile.name, ...(drawMode === 'fuzzy' ? {} : { draw: drawMode }) },
    decide(view: PlayerView, seed: number): Decision {
      assertActingView(view);
      const random = new Random(seed);
      const memory = buildMemory(view);
      return view.phase === 'draw' ? decideDraw(view, memory, random) : decidePlay(view, memory, random);
    },
    rankPlays(view: PlayerView): RankedPlay[] {
      assertActingView(view);
      return scorePlays(view, buildMemory(view))
        .scored.map((s) => ({ play: s.item, value: s.value }))
        .sort((a, b) => b.value - a.value);
    },
    handValue(view: PlayerView, hand: readonly Card[]): number {
      return handValue(view, hand);
    },
    rankDiscards(view: PlayerView): RankedDiscard[] {
      assertActingView(view);
      const memory = buildMemory(view);
      const throws = cardThrows(view.hand, memory, profile.tables, view.rules);
      return scoreDiscards(view, memory, throws).map((d) => ({ card: d.card, value: d.value }));
    },
  };
}

/** A play of the play phase with the classic player's value for it. */
export interface RankedPlay {
  /** The play. */
  readonly play: Play;
  /** Its value by the play system. */
  readonly value: number;
}

/** A discard with the classic player's value for it. */
export interface RankedDiscard {
  /** The card. */
  readonly card: Card;
  /** Its value by the discard system. */
  readonly value: number;
}

/** The classic player, which also ranks plays and discards for others (the expert's candidates). */
export interface ClassicBot extends Bot {
  /** Every play the classic search finds for the view's play phase, valued by the play system, best first. */
  rankPlays(view: PlayerView): RankedPlay[];
  /** Every legal discard of the view's play phase, valued by the discard system, best first. */
  rankDiscards(view: PlayerView): RankedDiscard[];
  /** The worth of starting the view's play phase with `hand` (the leaf of the draw's expectimax). */
  handValue(view: PlayerView, hand: readonly Card[]): number;
}

/**
 * Taking a pile of one card we cannot use only blocks it, and then it, or another card, goes back on the pile: two
 * teams doing so take turns for ever and the stock never runs out (a deal with no end when no one may close). Such
 * a pile is left alone.
 */
export function onlyStalls(view: PlayerView): boolean {
  return view.pile.length === 1 && !pileMakesAPlay(view);
}

function round(v: number): number {
  return Math.round(v * 10) / 10;
}
