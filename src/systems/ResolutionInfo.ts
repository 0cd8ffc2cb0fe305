import type { NamedQuantity } from '../core/Quantities.js';

export type { NamedQuantity };

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
  /** Whether the resolution has an exact evaluator. */
  exact: boolean;
  /** Where docs/rules/ records its readings (`file.md#anchor`); empty when not yet written. */
  docs: string;
}
