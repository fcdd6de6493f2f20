// The statistics of a match: Wilson intervals, means with standard errors, mergeable timing histograms, Elo.

/** z for a two-sided 95 % interval. */
export const Z95 = 1.959964;

/**
 * The 95 % Wilson score interval of a proportion `successes / n` (successes may be fractional: a draw counts ½).
 * [0, 1] when n is 0.
 */
export function wilson95(successes: number, n: number): [number, number] {
  if (n === 0) return [0, 1];
  const z2 = Z95 * Z95;
  const p = successes / n;
  const centre = (p + z2 / (2 * n)) / (1 + z2 / n);
  const half = (Z95 * Math.sqrt((p * (1 - p)) / n + z2 / (4 * n * n))) / (1 + z2 / n);
  // At p = 0 or 1 an end is exactly 0 or 1; rounding would leave 1e-16 off.
  return [successes <= 0 ? 0 : Math.max(0, centre - half), successes >= n ? 1 : Math.min(1, centre + half)];
}

/**
 * A running mean and variance (Welford's update), so that a million values need no list. Values must come in a
 * fixed order (deal order) for two runs to agree to the last bit.
 */
export class RunningMean {
  n = 0;
  mean = 0;
  private m2 = 0;

  add(x: number): void {
    this.n++;
    const d = x - this.mean;
    this.mean += d / this.n;
    this.m2 += d * (x - this.mean);
  }

  /** Adds the values of another (Chan's pairwise update), each multiplied by `sign` (±1). */
  merge(other: RunningMean, sign: 1 | -1 = 1): void {
    if (other.n === 0) return;
    const n = this.n + other.n;
    const d = sign * other.mean - this.mean;
    this.mean += (d * other.n) / n;
    this.m2 += other.m2 + (d * d * this.n * other.n) / n;
    this.n = n;
  }

  /** Mean and standard error of the mean, as `meanAndStderr` gives for the same values. */
  result(): { mean: number; stderr: number } {
    if (this.n < 2) return { mean: this.mean, stderr: 0 };
    return { mean: this.mean, stderr: Math.sqrt(Math.max(0, this.m2) / (this.n - 1) / this.n) };
  }
}

/**
 * A proportion over clusters of trials that are not independent of each other (the two games of a duplicate deal,
 * the deals of one match): cluster u contributes `successes` out of `trials`. The 95 % interval is Wilson's with
 * the effective number of independent trials n_eff = p(1 − p) / V, where V is the cluster-robust variance of the
 * ratio p = Σy / Σm: V = Σ(y_u − p·m_u)² / (Σm)² · k / (k − 1) over k clusters. Without any spread (p 0 or 1, or
 * V 0) each cluster counts as one trial.
 */
export class ClusteredShare {
  clusters = 0;
  private y = 0;
  private m = 0;
  private yy = 0;
  private ym = 0;
  private mm = 0;

  add(successes: number, trials: number): void {
    if (trials === 0) return;
    this.clusters++;
    this.y += successes;
    this.m += trials;
    this.yy += successes * successes;
    this.ym += successes * trials;
    this.mm += trials * trials;
  }

  get share(): number {
    return this.m === 0 ? 0 : this.y / this.m;
  }

  /** Adds another's clusters; `flip` counts its failures as successes (the other side of the same trials). */
  merge(other: ClusteredShare, flip = false): void {
    this.clusters += other.clusters;
    this.m += other.m;
    this.mm += other.mm;
    if (!flip) {
      this.y += other.y;
      this.yy += other.yy;
      this.ym += other.ym;
    } else {
      // y' = m − y per cluster: Σy' = Σm − Σy, Σy'² = Σm² − 2Σym + Σy², Σy'm = Σm² − Σym.
      this.y += other.m - other.y;
      this.yy += other.mm - 2 * other.ym + other.yy;
      this.ym += other.mm - other.ym;
    }
  }

  interval(): [number, number] {
    const k = this.clusters;
    if (k === 0) return [0, 1];
    const p = this.share;
    // Σ(y − p m)² expanded, so that the sums suffice.
    const spread = Math.max(0, this.yy - 2 * p * this.ym + p * p * this.mm);
    const v = k < 2 ? 0 : (spread / (this.m * this.m)) * (k / (k - 1));
    const n = p > 0 && p < 1 && v > 0 ? (p * (1 - p)) / v : k;
    return wilson95(p * n, n);
  }
}

/** Mean and standard error of the mean (sample standard deviation / √n); stderr is 0 below two values. */
export function meanAndStderr(values: readonly number[]): { mean: number; stderr: number } {
  const n = values.length;
  if (n === 0) return { mean: 0, stderr: 0 };
  let sum = 0;
  for (const v of values) sum += v;
  const mean = sum / n;
  if (n < 2) return { mean, stderr: 0 };
  let squares = 0;
  for (const v of values) squares += (v - mean) ** 2;
  return { mean, stderr: Math.sqrt(squares / (n - 1) / n) };
}

// Decision times are kept as a histogram so shard results add up exactly: bin k holds times in
// [BASE·RATIO^k, BASE·RATIO^(k+1)) ms (bin 0 also everything below BASE), i.e. quantiles within 2.5 %.
export const HISTOGRAM_BASE_MS = 0.001;
export const HISTOGRAM_RATIO = 1.05;
const LOG_RATIO = Math.log(HISTOGRAM_RATIO);

/** Sparse histogram: bin index → count. */
export type Histogram = Record<string, number>;

export function binOf(ms: number): number {
  if (!(ms > HISTOGRAM_BASE_MS)) return 0;
  return Math.floor(Math.log(ms / HISTOGRAM_BASE_MS) / LOG_RATIO);
}

export function addToHistogram(h: Histogram, ms: number): void {
  const k = String(binOf(ms));
  h[k] = (h[k] ?? 0) + 1;
}

export function mergeHistograms(into: Histogram, from: Readonly<Histogram>): void {
  for (const [k, n] of Object.entries(from)) into[k] = (into[k] ?? 0) + n;
}

export function histogramCount(h: Readonly<Histogram>): number {
  let n = 0;
  for (const c of Object.values(h)) n += c;
  return n;
}

/** The q-quantile (0..1) of a histogram, as its bin's geometric middle; 0 for an empty one. */
export function histogramQuantile(h: Readonly<Histogram>, q: number): number {
  const bins = Object.entries(h)
    .map(([k, n]) => [Number(k), n] as const)
    .sort((a, b) => a[0] - b[0]);
  const total = bins.reduce((s, [, n]) => s + n, 0);
  if (total === 0) return 0;
  const rank = Math.max(1, Math.ceil(q * total));
  let seen = 0;
  for (const [k, n] of bins) {
    seen += n;
    if (seen >= rank) return HISTOGRAM_BASE_MS * HISTOGRAM_RATIO ** (k + 0.5);
  }
  return 0;
}

/** One side's record against another: `score` is wins + ½ draws out of `games`. */
export interface PairResult {
  readonly a: number;
  readonly b: number;
  readonly scoreA: number;
  readonly games: number;
}

/**
 * Elo ratings fitted to all pairwise results by maximum likelihood in the Bradley–Terry model
 * (P(i beats j) = 1 / (1 + 10^((Rj − Ri)/400)), a draw counting half a win to each), with Hunter's MM iteration.
 * One virtual draw is added to every pair that met, so a perfect record gives a large but finite rating.
 * Anchored so the ratings average 1500.
 */
export function fitElo(players: number, results: readonly PairResult[]): number[] {
  const games: number[][] = Array.from({ length: players }, () => new Array<number>(players).fill(0));
  const wins = new Array<number>(players).fill(0);
  for (const r of results) {
    const row = games[r.a] as number[];
    const col = games[r.b] as number[];
    row[r.b] = (row[r.b] ?? 0) + r.games + 1;
    col[r.a] = (col[r.a] ?? 0) + r.games + 1;
    wins[r.a] = (wins[r.a] ?? 0) + r.scoreA + 0.5;
    wins[r.b] = (wins[r.b] ?? 0) + (r.games - r.scoreA) + 0.5;
  }
  let gamma = new Array<number>(players).fill(1);
  for (let iteration = 0; iteration < 100_000; iteration++) {
    const next = gamma.map((g, i) => {
      let denominator = 0;
      for (let j = 0; j < players; j++) {
        const n = games[i]?.[j] ?? 0;
        if (n > 0) denominator += n / (g + (gamma[j] as number));
      }
      return denominator > 0 ? (wins[i] as number) / denominator : g;
    });
    const logMean = next.reduce((s, g) => s + Math.log(g), 0) / players;
    const scaled = next.map((g) => g / Math.exp(logMean));
    const change = Math.max(...scaled.map((g, i) => Math.abs(Math.log(g) - Math.log(gamma[i] as number))));
    gamma = scaled;
    if (change < 1e-12) break;
  }
  return gamma.map((g) => 1500 + (400 * Math.log(g)) / Math.LN10);
}
