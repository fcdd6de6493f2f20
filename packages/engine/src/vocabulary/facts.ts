// The numbers of the rules (rules.md §3, §5, §6, §7): the one home of each, for the pure core, the playout core, the
// AI and the phrase book alike.

import {
  type Card,
  DECK,
  DECK_SIZE,
  JOKERS,
  RANK_COUNT,
  THIRD_DECK_JOKERS,
  THREE_DECKS,
  THREE_DECK_SIZE,
} from './cards.js';
import type { MeldRequirement, RuleSet } from './rules.js';
import { DEFAULT_PLAYERS, type Players, teamCount } from './seats.js';

/** Cards dealt to each player (rules §3). */
export const HAND_SIZE = 11;
/** Cards in each birimbaki packet (rules §3). */
export const BIRIMBAKI_SIZE = 11;
/** Birimbaki packets dealt in the four-player game (rules §3): one for each team (`birimbakiaFor`). */
export const BIRIMBAKIA = 2;
/** Players at the table in the four-player game, the default (rules §1; `Players` for every form). */
export const SEATS = DEFAULT_PLAYERS;
/** The stock right after a four-player deal, before an up-card is turned (rules §3): 42 cards (`stockAfterDeal`). */
export const STOCK_AFTER_DEAL = DECK_SIZE - SEATS * HAND_SIZE - BIRIMBAKIA * BIRIMBAKI_SIZE;

/** Decks in play (rules §2): two (with four jokers) for two and four players, three (with six) for six. */
export function decksFor(players: Players = DEFAULT_PLAYERS): 2 | 3 {
  return players === 6 ? 3 : 2;
}

/** Every card in play at a table of `players`, indexed by id: 108 cards, or 162 for six. */
export function deckFor(players: Players = DEFAULT_PLAYERS): readonly Card[] {
  return decksFor(players) === 3 ? THREE_DECKS : DECK;
}

/** Cards in play at a table of `players`: 108, or 162 for six. */
export function deckSizeFor(players: Players = DEFAULT_PLAYERS): number {
  return decksFor(players) === 3 ? THREE_DECK_SIZE : DECK_SIZE;
}

/** Jokers in play at a table of `players` (rules §2): four, or six with the third deck. */
export function jokersFor(players: Players = DEFAULT_PLAYERS): number {
  return decksFor(players) === 3 ? JOKERS + THIRD_DECK_JOKERS : JOKERS;
}

/** Birimbaki packets dealt (rules §3): one for each team, so one per player with two. */
export function birimbakiaFor(players: Players = DEFAULT_PLAYERS): number {
  return teamCount(players);
}

/** The fewest cards a meld holds (rules §5.1). */
export const SHORTEST_MELD = 3;
/** The most cards a run holds (rules §5.1): every rank of its suit once, the ace low or high. */
export const LONGEST_RUN = RANK_COUNT;
/** A meld of this many cards or more is a birimba (rules §5.2). */
export const BIRIMBA_LENGTH = 7;

/** The bonuses and penalties of rules §7 (a birimba of `LONGEST_RUN` cards earns the `birimba13` ones). */
export const SCORE = Object.freeze({
  birimbaClean: 200,
  birimbaDirty: 100,
  birimba13Clean: 1000,
  birimba13Dirty: 500,
  noBirimbaki: -100,
  closing: 100,
});

/**
 * The stock a deal of these rules leaves: 42 cards with four players, 64 with two, 63 with six; one fewer when one
 * is turned up to start the pile. Rules without `players` are the four-player game's.
 */
export function stockAfterDeal(rules: Pick<RuleSet, 'initialUpCard'> & { readonly players?: Players }): number {
  const players = rules.players ?? DEFAULT_PLAYERS;
  const dealt = players * HAND_SIZE + birimbakiaFor(players) * BIRIMBAKI_SIZE;
  return deckSizeFor(players) - dealt - (rules.initialUpCard ? 1 : 0);
}

/** Whether a meld of `length` cards is a birimba (rules §5.2). */
export function isBirimbaLength(length: number): boolean {
  return length >= BIRIMBA_LENGTH;
}

/**
 * Whether one meld, a birimba or not, clean or dirty, gives its team what `need` asks for before a player of it may
 * empty his hand (rules §6 variants): nothing, a birimba, or a clean birimba. The one test the pure core, the
 * playout core and the AI all use (`isBirimbaLength` says whether a meld of so many cards is a birimba).
 */
export function meldMeetsRequirement(need: MeldRequirement, isBirimba: boolean, clean: boolean): boolean {
  return need === 'nothing' || (isBirimba && (need === 'birimba' || clean));
}

/**
 * What a team must own before one of its players may empty his hand (rules §6): what taking its birimbaki asks
 * (`birimbakiRequires`) while it has not taken it, what closing asks (`closingRequires`) once it has.
 */
export function requirementToEmpty(
  rules: Pick<RuleSet, 'birimbakiRequires' | 'closingRequires'>,
  tookBirimbaki: boolean,
): MeldRequirement {
  return tookBirimbaki ? rules.closingRequires : rules.birimbakiRequires;
}
