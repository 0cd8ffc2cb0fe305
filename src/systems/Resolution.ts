import { type DerivedOutcome, parseDerived } from '../core/DerivedOutcome.js';
import { packExact } from '../core/ExactResult.js';
import type { KernelModule } from '../core/Kernel.js';
import type { ModuleRef } from './custom/ModuleRef.js';
import type { ResolutionDefinition } from './defineResolution.js';
import type { LanguageSteps } from './languageSteps.js';
import type { Favours, ResolutionInfo } from './ResolutionInfo.js';

/** A registered resolution, loaded: its definition and its kernel module, under one cell type. */
export interface Resolution {
  system: string;
  resolve: string;
  definition: ResolutionDefinition;
  kernel: KernelModule;
  /** The designer's module it runs with: house rules, or the whole resolution (docs/house-rules.md). */
  module?: ModuleRef;
  /** House rules written in the dice language in the scenario: plain data, carried to the workers. */
  languageSteps?: LanguageSteps;
}

/**
 * The plain-data description the outputs use; `labels` (a results document's `quantity_labels`) replace the
 * quantities' own.
 * @example resolutionInfo(fire).outcomes.map((o) => o.name) // ['no_effect', 'suppressed_only', 'effective']
 */
export function resolutionInfo(
  { system, resolve, definition: d }: Resolution,
  labels: Record<string, string> = {},
): ResolutionInfo {
  const relabel = <Q extends { name: string; label: string }>(q: Q): Q =>
    labels[q.name] === undefined ? q : { ...q, label: labels[q.name] };
  return {
    system,
    resolve,
    description: d.description,
    outcomes: d.quantities.outcomes.map(relabel),
    distributions: d.quantities.distributions.map(relabel),
    casualtyDistributions: d.casualtyDistributions ?? [],
    favours: favoursOf(d.favours, labels),
    derived: naturalDerived(d).map(({ name, label }) => ({ name, label })),
    ...(d.valueUnit !== undefined ? { valueUnit: d.valueUnit } : {}),
    detail: d.detail ?? [],
    charts: d.charts ?? [],
    exact: d.exact !== undefined,
    docs: d.docs,
  };
}

/**
 * Exact probabilities of one normalized cell in its kernel's counter layout, or undefined when the resolution
 * has no exact evaluator. Throws ExactIntractableError for a cell beyond enumeration.
 */
export function exactCounters({ definition, kernel }: Resolution, cell: unknown): Float64Array | undefined {
  if (!definition.exact) return undefined;
  return packExact(kernel.layout(cell), definition.exact(cell));
}

/** The definition's Favours, its side named by the scenario's label where the resolution takes it from one. */
function favoursOf(favours: Favours, labels: Record<string, string>): Favours {
  const named = favours.sideLabel === undefined ? undefined : labels[favours.sideLabel]?.replace(/ wins$/, '');
  return named ? { ...favours, side: named } : favours;
}

/**
 * The derived outcomes a resolution declares (see DerivedOutcome), read from their expressions. A declaration that
 * does not read is a fault of gruntlab's (src/systems/favours.test.ts reads every one).
 * @example naturalDerived(closeAssault.definition).map((d) => d.name) // ['position_carried', 'attack_failed']
 */
export function naturalDerived(definition: ResolutionDefinition): DerivedOutcome[] {
  const names = {
    outcomes: definition.quantities.outcomes.map((o) => o.name),
    distributions: definition.quantities.distributions.map((d) => d.name),
  };
  return Object.entries(definition.derived ?? {}).map(([name, { label, of }]) => {
    const read = parseDerived(name, label, of, names);
    if ('problem' in read) throw new Error(`${name}: ${read.problem}`);
    return read;
  });
}
