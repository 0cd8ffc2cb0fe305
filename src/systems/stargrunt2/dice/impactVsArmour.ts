import { z } from 'zod';
import { Dist } from '../../../dice/exact/Dist.js';
import { fillUniforms } from '../../../dice/fillUniforms.js';
import { parseDie, type Die } from '../../../dice/dieType.js';
import { openShift } from '../../../dice/shift.js';
import type { Kernel } from '../../LegacyKernel.js';
import type { ResolutionDefinition } from '../../ResolutionDefinition.js';
import { hitEffect } from '../impactVsArmour.js';
import { dieTextSchema } from '../scenarioSchemas.js';

/**
 * STEP 3: PENETRATION AND EFFECT on its own: one impact die against one armour die. "GREATER THAN the
 * target's roll, then a WOUND ... GREATER THAN TWICE the target's roll, then a KILL". Armour shifts (cover)
 * are OPEN shifts: past D12 they lower the impact die (DIE TYPE SHIFTS; COVER AND CONCEALMENT).
 */
const schema = z.strictObject({
  system: z.literal('stargrunt2'),
  resolve: z.literal('impact-vs-armour'),
  title: z.string().optional(),
  description: z.string().optional(),
  trials: z.number().int().positive().optional(),
  seed: z.number().int().nonnegative().optional(),
  rules: z.strictObject({}).default({}),
  impact: dieTextSchema.describe('the impact die, e.g. d10 or d12x2'),
  armour: dieTextSchema.describe('the armour die, e.g. d6, or d12x3 for vehicle armour class 3'),
  armour_shift: z.number().int().min(0).max(6).default(0).describe('armour die shifts up (soft cover 1, hard cover 2)'),
});

export interface ImpactVsArmourCell {
  impact: Die;
  armour: Die;
}

export const impactVsArmourDefinition: ResolutionDefinition<ImpactVsArmourCell> = {
  system: 'stargrunt2',
  resolve: 'impact-vs-armour',
  info: {
    system: 'stargrunt2',
    resolve: 'impact-vs-armour',
    description: 'One impact die against one armour die: no effect, wound or kill.',
    outcomes: [
      { name: 'no_effect', label: 'No effect' },
      { name: 'wound', label: 'Wound' },
      { name: 'kill', label: 'Kill' },
    ],
    distributions: [],
    casualtyDistributions: [],
  },
  cellSchema: schema,
  normalize: (input) => {
    const s = input as z.output<typeof schema>;
    const impact = parseDie(s.impact)!;
    const armour = parseDie(s.armour)!;
    const shifted = openShift(armour.sides, impact.sides, s.armour_shift);
    return {
      ok: true,
      value: { impact: { ...impact, sides: shifted.opponent }, armour: { ...armour, sides: shifted.own } },
    };
  },
  kernel: 'stargrunt2/impact-vs-armour',
};

const layout = { outcomes: ['no_effect', 'wound', 'kill'], distributions: [] };

/** Monte Carlo kernel: one impact roll against one armour roll per trial. */
export function createImpactVsArmourKernel(cell: ImpactVsArmourCell): Kernel {
  const { sides: is, multiplier: im } = cell.impact;
  const { sides: as, multiplier: am } = cell.armour;
  const u = new Float64Array(2048);
  return {
    layout,
    run(state, trials, c) {
      const counts = [0, 0, 0];
      let next = u.length;
      for (let t = 0; t < trials; t++) {
        if (next > u.length - 2) {
          fillUniforms(state, u);
          next = 0;
        }
        const impact = (((u[next++] * is) | 0) + 1) * im;
        const armour = (((u[next++] * as) | 0) + 1) * am;
        counts[((armour - impact) >>> 31) + ((2 * armour - impact) >>> 31)]++;
      }
      for (let i = 0; i < 3; i++) c[i] += counts[i];
    },
  };
}

/** Exact: every pair of faces. */
export function exactImpactVsArmour(cell: ImpactVsArmourCell): Float64Array {
  const effect = Dist.die(cell.impact).combine(Dist.die(cell.armour), (i, a) => ['none', 'wound', 'kill'].indexOf(hitEffect(i, a)));
  return Float64Array.from([0, 1, 2], (k) => effect.prob(k));
}
