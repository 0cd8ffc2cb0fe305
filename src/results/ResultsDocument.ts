/**
 * The results document (docs/architecture.md, "The results document"). Stable: fields may be added, never renamed.
 * Shared by the runner (which fills it), the writers (JSON, CSV, Markdown) and the charts.
 */
import type { CellParams } from '../core/CellParams.js';
import type { SweepAxis } from '../scenario/SweepAxis.js';
import type { Difference, Interval, MeanSummary } from '../stats/Interval.js';

export type { CellParams, Difference, Interval, MeanSummary, SweepAxis };

/** A derived outcome of the document: its name in the cells, its label and what it is made of. */
export interface DerivedInfo {
  name: string;
  label: string;
  expression: string;
}

export interface CellResult {
  /** The compare label (or the scenario title when there is no compare). */
  label: string;
  params: CellParams;
  /** Monte Carlo trials; absent for the exact method. */
  trials?: number;
  /** Categorical outcomes, in the resolution's documented order. */
  outcomes: Record<string, Interval>;
  /** Derived outcomes (the document's `derived`), each with its interval. */
  derived?: Record<string, Interval>;
  /** Distributions: value (as a string key, "0", "1", ...) → probability. */
  distributions: Record<string, Record<string, number>>;
  /** Mean, interval and quantiles for each distribution. */
  means: Record<string, MeanSummary>;
  /** The action cannot happen here at all (e.g. fire beyond its range); its outcomes are the "nothing happened" ones. */
  impossible?: boolean;
  /** Plain-words remark about the cell, e.g. why fire was impossible. */
  note?: string;
  /** Monte Carlo with a precision target: whether the cell stopped on reaching it or on its trial cap. */
  stopped_by?: 'precision' | 'trials';
}

/** One compare label against the baseline (the first label) at the same swept values. */
export interface Comparison {
  label: string;
  baseline: string;
  params: CellParams;
  outcomes: Record<string, Difference>;
  means: Record<string, Difference>;
}

export interface ResultsDocument {
  gruntlab: string;
  scenario: string;
  title: string;
  system: string;
  resolve: string;
  method: 'monte-carlo' | 'exact';
  /** Why this method, when gruntlab chose it (`run` without --exact or --monte-carlo): e.g. "chosen because … has no exact evaluator yet". */
  method_note?: string;
  seed: number;
  /** Rule variants in force for the base scenario (compare entries may override them per cell). */
  rules: Record<string, string>;
  /** Swept parameters, in the order the scenario lists them (empty when there is no sweep). */
  sweep: SweepAxis[];
  /** Compare labels in scenario order (one entry, the title, when there is no compare). */
  labels: string[];
  /** Outcomes made of others (the resolution's and the scenario's `derived:`), e.g. position carried = attacker_wins + defender_withdraws. */
  derived?: DerivedInfo[];
  /** Monte Carlo run to a precision target: the widest 95% half-width asked of every probability. */
  precision?: number;
  cells: CellResult[];
  /** Labels of the scenario's own for some outputs (e.g. an engagement's units), replacing the resolution's. */
  quantity_labels?: Record<string, string>;
  /** Where the rules flatten a sweep (several values, the same situation; see saturationNotes), in words. */
  notes?: string[];
  /** With several compare labels: each later label against the first, cell by cell. */
  comparisons?: Comparison[];
  /**
   * The scenario file as written, so that a report made later from this document shows it without reading any
   * path (documents written before it was added lack it).
   */
  scenario_text?: string;
  /**
   * The house-rule modules the run replaced steps with (docs/house-rules.md): each one's path as the scenario writes
   * it, the sha256 of its whole graph (every file it bundles, by path and content: what `gruntlab trust` allows and
   * `--resume` keys on) and the compare labels it ran for.
   */
  house_rules?: Array<ModuleRecord & { labels: string[] }>;
  /** The designer's module that is the whole resolution (`resolve: ./…`), likewise. */
  resolve_module?: ModuleRecord;
}

/** A designer's module as a results document records it, so a result can be traced to the rule that made it. */
interface ModuleRecord {
  path: string;
  sha256: string;
}
