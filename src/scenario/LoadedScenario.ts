import type { CellParams } from '../core/CellParams.js';
import type { DerivedOutcome } from '../core/DerivedOutcome.js';
import type { ModuleRef } from '../systems/custom/ModuleRef.js';
import type { Resolution } from '../systems/Resolution.js';
import type { SweepAxis } from './SweepAxis.js';

/**
 * One cell of a loaded scenario: its compare label, its swept values (dotted path → value), the
 * merged input as parsed by the resolution's schema, and the normalized data for the kernel.
 *
 * @example
 * const cell: LoadedCell = { label: 'Gauss rifle', params: { range: 8 }, input: {}, normalized: {} };
 */
export interface LoadedCell {
  label: string;
  params: CellParams;
  input: unknown;
  normalized: unknown;
  /** The resolution this cell runs when its compare entry names its own `house_rules:`; the scenario's otherwise. */
  resolution?: Resolution;
}

/**
 * A scenario file that passed every check, expanded into its cells (label-major, then the sweep
 * values with the first axis changing slowest).
 *
 * @example
 * const s: LoadedScenario = await loadScenario('a.yaml', text, registry);
 * s.cells.length === s.labels.length * s.sweep.reduce((n, a) => n * a.values.length, 1); // → true
 */
export interface LoadedScenario {
  file: string;
  /** The file as written. */
  text: string;
  /** The resolution it runs, loaded: definition and kernel module. */
  resolution: Resolution;
  title: string;
  trials: number;
  seed: number;
  /** Swept parameters in file order. */
  sweep: SweepAxis[];
  /** Compare labels in order, or [title] without compare. */
  labels: string[];
  /** The resolution's derived outcomes, then the scenario's own (`derived:`). */
  derived: DerivedOutcome[];
  cells: LoadedCell[];
  /** House-rule modules compiled and checked, not run (validate, not allowed): the cells were checked without them. */
  notRun?: ModuleRef[];
}
