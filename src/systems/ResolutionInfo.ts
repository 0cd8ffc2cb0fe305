import type { NamedQuantity } from '../core/Quantities.js';

/**
 * Which way a resolution's results point: whose side "better" and "worse" take, which results are good for that side
 * when higher (`up`) and which are bad (`down`; the rest are neither, e.g. "suppressed only"), and which results the
 * summary's answer leads with (`headline`, an outcome first, then perhaps a distribution).
 * @example { side: 'the firer', up: ['effective', 'dead'], down: ['no_effect'], headline: ['effective', 'dead'] }
 */
export interface Favours<N extends string = string> {
  side: string;
  up: N[];
  down: N[];
  headline: N[];
  /** An outcome whose label, less " wins", names the side (an engagement's side is named by the scenario). */
  sideLabel?: N;
}

/**
 * What the outputs (summary tables, charts, reports, `gruntlab list`) need to know about a resolution: plain
 * data, taken from its definition.
 */
export interface ResolutionInfo {
  system: string;
  resolve: string;
  /** One line saying what the resolution answers. */
  description: string;
  outcomes: NamedQuantity[];
  distributions: NamedQuantity[];
  /** The distributions of final casualties to chart together (e.g. dead and wounded). */
  casualtyDistributions: string[];
  /** What those distributions count, for axis titles (e.g. "figures"); charts say "value" without it. */
  valueUnit?: string;
  /** Distributions kept out of the summary tables (detail for the resolution's own charts). */
  detail: string[];
  /** Charts of this resolution's own, by name, drawn after the common ones (e.g. where artillery rounds land). */
  charts: string[];
  /** The derived outcomes the resolution declares (see DerivedOutcome); a scenario may add its own. */
  derived: NamedQuantity[];
  /** Which way the results point (see Favours), with the side named as the scenario names it. */
  favours: Favours;
  /** Whether the resolution has an exact evaluator. */
  exact: boolean;
  /** Where docs/rules/ records its readings (`file.md#anchor`); empty when not yet written. */
  docs: string;
}
