// Where the units of one match go as they finish (in deal order), in a run and in a merge alike: its statistics,
// its decision-time histograms and, when a file will need them, its records spooled to disk.

import type { RuleSet } from '@birimba/engine';
import { MatchStats, type Unit } from './aggregate.js';
import type { RecordSpool } from './result-file.js';
import { type Histogram, mergeHistograms } from './stats.js';

/** What a match's figures depend on besides its records: its target and its number of players. */
export type MatchForm = Pick<RuleSet, 'matchTarget' | 'players'>;

export class MatchSink {
  readonly stats: MatchStats;
  readonly histograms: [Histogram, Histogram] = [{}, {}];

  constructor(
    form: MatchForm,
    /** The spool of the records, or null when no file needs them. */
    readonly spool: RecordSpool | null,
  ) {
    this.stats = new MatchStats(form.matchTarget, form.players);
  }

  add(unit: Unit, histograms?: readonly [Histogram, Histogram]): void {
    this.stats.add(unit);
    this.spool?.add(unit.games);
    if (histograms !== undefined) {
      mergeHistograms(this.histograms[0], histograms[0]);
      mergeHistograms(this.histograms[1], histograms[1]);
    }
  }
}
