// Where the units of one match go as they finish (in deal order), in a run and in a merge alike: its statistics,
// its decision-time histograms and, when a file will need them, its records spooled to disk.

import type { RuleSet } from '@birimba/engine';
import { MatchStats, type Unit } from './aggregate.js';
import type { RecordSpool } from './result-file.js';
import type { MatchBots } from './seating.js';
import { type Histogram, mergeHistograms } from './stats.js';

/** What a match's figures depend on besides its records: its target and its number of players. */
export type MatchForm = Pick<RuleSet, 'matchTarget' | 'players'>;

export class MatchSink {
  readonly stats: MatchStats;
  readonly histograms: MatchBots<Histogram>;

  constructor(
    form: MatchForm,
    /** The spool of the records, or null when no file needs them. */
    readonly spool: RecordSpool | null,
    /** The match's bots: two, or three with six players. */
    bots = 2,
  ) {
    this.stats = new MatchStats(form.matchTarget, form.players, bots);
    this.histograms = Array.from({ length: bots }, (): Histogram => ({})) as unknown as MatchBots<Histogram>;
  }

  add(unit: Unit, histograms?: readonly Histogram[]): void {
    this.stats.add(unit);
    this.spool?.add(unit.games);
    histograms?.forEach((h, bot) => mergeHistograms(this.histograms[bot] as Histogram, h));
  }
}
