import { defineResolution } from '../../defineResolution.js';
import { derivedStepsExact } from '../../derivedKernelExact.js';
import { StepDerivation } from '../../StepDerivation.js';
import type { MoraleCheckCell } from './MoraleCheckCell.js';
import moraleCheckKernel from './moraleCheckKernel.js';
import { moraleCheckQuantities } from './moraleCheckQuantities.js';
import { moraleCheckHouseSteps } from './moraleCheckSteps.js';
import { normalizeMoraleCheck } from './normalizeMoraleCheck.js';
import { moraleCheckCellSchema } from './schema.js';

/** The book's LD roll, its distribution derived once per LD. */
const bookSteps = new StepDerivation(moraleCheckHouseSteps, {});

/**
 * The Grunt Factor `morale-check`: the checks an event triggers, d20 at or under LD (Morale). Exact is derived
 * from the kernel's own step path, enumerated (each LD roll one choice over pass and fail).
 */
/**
 * The exact result, derived: the kernel's own `withSteps` path with the book's step, every path enumerated.
 * @example exactMoraleCheck(cell).outcomes // each outcome's probability by name
 */
export function exactMoraleCheck(cell: MoraleCheckCell) {
  return derivedStepsExact(moraleCheckKernel, cell, bookSteps);
}

export default defineResolution({
  description: 'Morale and special morale checks after an event: d20 at or under LD; failure panics or falls back.',
  schema: moraleCheckCellSchema,
  normalize: normalizeMoraleCheck,
  quantities: moraleCheckQuantities,
  exact: exactMoraleCheck,
  houseSteps: moraleCheckHouseSteps,
  favours: {
    side: 'the unit',
    up: ['no_check', 'passed'],
    down: ['falls_back', 'panicked', 'panicked_and_falls_back', 'checks_failed'],
    headline: ['passed'],
  },
  docs: 'grunt-factor.md#resolution-morale-check--morale-checks-special-morale-checks',
});
