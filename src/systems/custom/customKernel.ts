import type { CounterLayout } from '../../core/CounterLayout.js';
import { closestNames } from '../../core/closestNames.js';
import type { Kernel, KernelModule } from '../../core/Kernel.js';
import { StepReturnError } from '../../core/StepReturnError.js';
import { Roll } from '../../dice/Roll.js';
import type { CustomCell, CustomResolution } from './CustomResolution.js';

/**
 * The kernel module of a designer's resolution (docs/house-rules.md): one call of its `trial` per trial, on a Roll
 * over the chunk's stream, each result checked and counted. Built in the worker from the module and plain data.
 * @example customKernelModule(resolution).layout(cell).outcomes // the module's outcome names, in order
 */
export function customKernelModule(resolution: CustomResolution): KernelModule<CustomCell> {
  const outcomes = Object.keys(resolution.outcomes);
  const distributions = Object.keys(resolution.distributions ?? {});
  const layout = (cell: CustomCell): CounterLayout => ({
    outcomes,
    distributions: distributions.map((name) => ({ name, size: cell.maxima[name] + 1 })),
  });
  return { layout, create: (cell) => createCustomKernel(resolution, cell, layout(cell)) };
}

/**
 * One designer's resolution's kernel for a cell, rolling through `roll` (an enumerating one derives its exact
 * result: derivedKernelExact).
 */
export function createCustomKernel(
  resolution: CustomResolution,
  cell: CustomCell,
  layout: CounterLayout,
  roll = new Roll(),
): Kernel {
  const outcomeIndex = new Map(layout.outcomes.map((name, i) => [name, i]));
  const offsets: number[] = [];
  let at = layout.outcomes.length;
  for (const d of layout.distributions) {
    offsets.push(at);
    at += d.size;
  }
  const params = cell.params as never;
  const outcomeOf = (name: unknown): number => {
    const i = typeof name === 'string' ? outcomeIndex.get(name) : undefined;
    if (i !== undefined) return i;
    const near = typeof name === 'string' ? closestNames(name, layout.outcomes) : [];
    throw new StepReturnError(
      'trial',
      name,
      `one of its outcomes (${layout.outcomes.join(', ')})${near.length > 0 ? `; did you mean ${near.join(' or ')}?` : ''}`,
    );
  };
  return {
    run(state, trials, c) {
      roll.start(state);
      for (let t = 0; t < trials; t++) {
        const result = resolution.trial(params, roll) as unknown;
        if (typeof result === 'string') {
          c[outcomeOf(result)]++;
          // Its distributions are 0 in this trial.
          for (let i = 0; i < offsets.length; i++) c[offsets[i]]++;
          continue;
        }
        if (typeof result !== 'object' || result === null)
          throw new StepReturnError('trial', result, trialShape(layout));
        const r = result as Record<string, unknown>;
        c[outcomeOf(r.outcome)]++;
        layout.distributions.forEach(({ name, size }, i) => {
          const v = r[name] ?? 0;
          if (typeof v !== 'number' || !Number.isInteger(v) || v < 0 || v >= size) {
            throw new StepReturnError(
              `trial's ${name}`,
              v,
              `a whole number from 0 to ${size - 1} (its max in this cell)`,
            );
          }
          c[offsets[i] + v]++;
        });
      }
    },
  };
}

function trialShape(layout: CounterLayout): string {
  const names = layout.distributions.map((d) => `${d.name}: n`).join(', ');
  return `an outcome's name${names ? ` or { outcome: name, ${names} }` : ''} (outcomes: ${layout.outcomes.join(', ')})`;
}
