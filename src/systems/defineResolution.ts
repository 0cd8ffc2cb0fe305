import type { z } from 'zod';
import type { ExactResult } from '../core/ExactResult.js';
import type { NormalizeResult } from '../core/Issue.js';
import type { Quantities } from '../core/Quantities.js';
import type { HouseSteps } from './houseSteps.js';
import type { Favours } from './ResolutionInfo.js';

/**
 * One rulebook procedure of one system (docs/architecture.md, "The pipeline"), written once: the schema of a scenario cell, the
 * normalizer that turns a parsed cell into plain data `C` for the kernel, the result names (with labels), and
 * where tractable the exact evaluator over the same `C`. Its kernel lives in a module of its own (kernels run
 * in workers and browsers, without schemas); src/systems/<system>/resolutions.ts registers the pair.
 *
 * `normalize` and `exact` are methods so that a definition typed for its own cells can be held as
 * `ResolutionDefinition` (of unknown cells) in lists; within a definition every type is checked.
 */
export interface ResolutionDefinition<
  In = unknown,
  C = unknown,
  O extends string = string,
  D extends string = string,
  X extends string = string,
> {
  /** One line saying what the resolution answers. */
  description: string;
  /**
   * Schema of one cell's scenario: every top-level key except `sweep` and `compare` (so `system`, `resolve`,
   * `title`, `trials`, `seed`, `rules`, custom data and the resolution's own keys). Strict objects, so misspelt
   * keys are reported.
   */
  schema: z.ZodType<In>;
  /** Turns one parsed cell into plain data for the kernel and the exact evaluator (names → dice), or its problems. */
  normalize(input: In): NormalizeResult<C>;
  /** Outcome and distribution names with their labels (the results contract). */
  quantities: Quantities<O, D>;
  /** Exact probabilities of a cell, by name; throws ExactIntractableError for a cell beyond enumeration. */
  exact?(cell: C): ExactResult<O, D>;
  /** The distributions of final casualties to chart together (e.g. dead and wounded). */
  casualtyDistributions?: D[];
  /**
   * The outcomes a designer asks for that are made of others (see DerivedOutcome), by name: e.g. position carried
   * = `attacker_wins + defender_withdraws`, any dead = `dead >= 1`. Reported with intervals beside the outcomes.
   */
  derived?: Record<X, { label: string; of: string }>;
  /**
   * Why a cell stands for several values of a swept path — their normalized cells are the same, so are their
   * results (a cap, a range band): words for the summary's note, e.g. "the target stays in range band 2".
   */
  explainSame?(cell: C, path: string): string | undefined;
  /** Whether the action cannot happen at all in this cell (fire beyond its range): tables then print "—", not 0%. */
  impossible?(cell: C): boolean;
  /** Whose side comparisons take and which results are good for it (see Favours). */
  favours: Favours<NoInfer<O | D | X>>;
  /** What the distributions count, for axis titles (e.g. "figures"); charts say "value" without it. */
  valueUnit?: string;
  /**
   * Labels of a cell's own (e.g. an engagement's units by the scenario's names), replacing the quantities' labels in
   * the outputs; the runner takes them from the first cell.
   */
  labelsFor?(cell: C): Record<string, string>;
  /**
   * `count` sampled trials of a cell told in the rulebook's words (`gruntlab run --trace N`), on a stream of their own
   * for `seed`: for resolutions whose trials are long stories (engagements).
   */
  trace?(cell: C, seed: number, count: number): string[];
  /** Distributions kept out of the summary tables (in results.json and the CSV, drawn by the resolution's own charts). */
  detail?: D[];
  /** Charts of this resolution's own, by name (see src/charts/resolutionCharts.ts), drawn after the common ones. */
  charts?: string[];
  /** The steps a house-rule module may replace (docs/house-rules.md); the kernel module then has `withSteps`. */
  houseSteps?: HouseSteps<C>;
  /** Where docs/rules/ records how this resolution reads the rulebook: `file.md#anchor`. */
  docs: string;
}

/**
 * Declares a resolution; the identity, there for its types: the schema's output is what `normalize` takes, and
 * what it returns is what `exact` (and, at registration, the kernel) take.
 * @example export default defineResolution({ description: '…', schema, normalize, quantities, exact, docs: 'stargrunt2.md#…' });
 */
export function defineResolution<In, C, O extends string, D extends string = never, X extends string = never>(
  definition: ResolutionDefinition<In, C, O, D, X>,
): ResolutionDefinition<In, C, O, D, X> {
  return definition;
}
