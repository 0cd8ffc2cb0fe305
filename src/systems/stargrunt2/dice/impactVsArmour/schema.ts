import { z } from 'zod';
import { killMultipleRule } from '../../parameters.js';
import { houseDieSchema } from '../../scenarioSchemas.js';

/** A Stargrunt II `resolve: impact-vs-armour` scenario cell (STEP 3: PENETRATION AND EFFECT on its own). */
export const impactVsArmourCellSchema = z.strictObject({
  system: z.literal('stargrunt2'),
  resolve: z.literal('impact-vs-armour'),
  title: z.string().optional(),
  description: z.string().optional(),
  trials: z.number().int().positive().optional(),
  seed: z.number().int().nonnegative().optional(),
  rules: z.strictObject({ 'kill-multiple': killMultipleRule }).prefault({}),
  impact: houseDieSchema.describe('the impact die, e.g. d10 or d12x2; any d-N (d14) or listed faces ([0, 1, 2, 4])'),
  armour: houseDieSchema.describe(
    'the armour die, e.g. d6, or d12x3 for vehicle armour class 3; any d-N or listed faces',
  ),
  armour_shift: z.number().int().min(0).max(6).default(0).describe('armour die shifts up (soft cover 1, hard cover 2)'),
});

export type ImpactVsArmourScenarioCell = z.output<typeof impactVsArmourCellSchema>;
