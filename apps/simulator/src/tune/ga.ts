// The genetic algorithm's operators over a genome of bounded real genes (the classic profile's numbers):
// a first population around the base, tournament selection, uniform crossover of gene groups, Gaussian mutation,
// elitism. Pure functions of their inputs and a seeded random source.

import type { Random } from '@birimba/ai';
import type { ProfileGenome } from '@birimba/ai';

export interface GaSettings {
  readonly population: number;
  /** Probability that a child is a crossover of two parents rather than a copy of one. */
  readonly crossover: number;
  /** Probability that each gene of a child is mutated. */
  readonly mutation: number;
  /** The best genomes carried over unchanged (and evaluated again: the fitness is noisy). */
  readonly elite: number;
}

/** Contestants per tournament selection. */
export const TOURNAMENT_SIZE = 3;
/** A mutation adds a normal variate with this share of the gene's range as its standard deviation. */
export const MUTATION_SPREAD = 0.1;
/** The first population: the base, and copies of it with this share of their genes mutated. */
export const INITIAL_MUTATION = 0.2;

/** A standard normal variate (Box–Muller). */
export function gaussian(random: Random): number {
  const u = 1 - random.next();
  const v = random.next();
  return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * v);
}

/** Each gene with probability `rate`: plus a normal variate of sd MUTATION_SPREAD × its range; then repaired. */
export function mutate(genome: ProfileGenome, values: readonly number[], rate: number, random: Random): number[] {
  const out = values.map((v, i) => {
    if (random.next() >= rate) return v;
    const g = genome.genes[i];
    if (g === undefined) return v;
    return v + gaussian(random) * MUTATION_SPREAD * (g.hi - g.lo);
  });
  return genome.repair(out);
}

/** Uniform crossover over gene groups: each group (a trapezoid, a rule, a table…) comes whole from one parent. */
export function crossover(genome: ProfileGenome, a: readonly number[], b: readonly number[], random: Random): number[] {
  const out = [...a];
  for (const group of genome.groups) {
    if (random.next() < 0.5) for (const i of group.genes) out[i] = b[i] as number;
  }
  return genome.repair(out);
}

/** Tournament selection: the fittest of TOURNAMENT_SIZE genomes drawn uniformly (with replacement). */
export function select(fitness: readonly number[], random: Random): number {
  let best = random.int(0, fitness.length - 1);
  for (let k = 1; k < TOURNAMENT_SIZE; k++) {
    const other = random.int(0, fitness.length - 1);
    if ((fitness[other] as number) > (fitness[best] as number)) best = other;
  }
  return best;
}

/** The first population: the base genome itself, then mutated copies of it. */
export function initialPopulation(
  genome: ProfileGenome,
  base: readonly number[],
  size: number,
  random: Random,
): number[][] {
  const population = [genome.repair(base)];
  while (population.length < size) population.push(mutate(genome, base, INITIAL_MUTATION, random));
  return population;
}

/** Indices of the population, fittest first (ties: lower index first, so the order is reproducible). */
export function ranking(fitness: readonly number[]): number[] {
  return fitness.map((_, i) => i).sort((x, y) => (fitness[y] as number) - (fitness[x] as number) || x - y);
}

/**
 * The next generation: the `elite` fittest unchanged first, then children — with probability `crossover` the
 * uniform group crossover of two tournament-selected parents, else a copy of one — each mutated.
 */
export function nextGeneration(
  genome: ProfileGenome,
  population: readonly (readonly number[])[],
  fitness: readonly number[],
  settings: GaSettings,
  random: Random,
): number[][] {
  const next = ranking(fitness)
    .slice(0, settings.elite)
    .map((i) => [...(population[i] as readonly number[])]);
  while (next.length < settings.population) {
    const a = population[select(fitness, random)] as readonly number[];
    const child =
      random.next() < settings.crossover
        ? crossover(genome, a, population[select(fitness, random)] as readonly number[], random)
        : [...a];
    next.push(mutate(genome, child, settings.mutation, random));
  }
  return next;
}
