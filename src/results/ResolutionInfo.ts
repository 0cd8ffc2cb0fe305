import type { NamedChart } from '../charts/NamedChart.js';
import type { ResultsDocument } from './ResultsDocument.js';

/**
 * What the outputs (summary tables, charts, reports) need to know about a resolution's results:
 * the documented names in display order and a phrase for each.
 */
export interface NamedQuantity {
  /** The contract name, e.g. "suppressed_only". */
  name: string;
  /** A short phrase for people, e.g. "Suppressed only". */
  label: string;
}

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
  /** Charts of this resolution's own, drawn after the common ones (e.g. where artillery rounds land). */
  charts?: (doc: ResultsDocument) => NamedChart[];
}
