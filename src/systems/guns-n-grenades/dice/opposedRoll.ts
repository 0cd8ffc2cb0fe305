import { z } from 'zod';
import { fillUniforms } from '../../../dice/fillUniforms.js';
import type { CounterLayout, Kernel } from '../../LegacyKernel.js';
import type { ResolutionDefinition } from '../../ResolutionDefinition.js';
import { hitChance } from '../hitChance.js';

/**
 * How Combat Works on its own: "both players roll 1 six sided die and add their appropriate bonuses, ATK if
 * your unit is attacking, DEF if your unit is being attacked. If the attacker's total is higher than that of
 * the defender, the defender takes a hit." Fast Shot: "May re-roll an attack. Second roll sticks regardless
 * of what you rolled." — taken after a miss only, read by the shared `fast-shot` variant.
 */
export const GNG_OPPOSED_OUTCOMES = ['hit', 'miss'] as const;

const schema = z.strictObject({
  system: z.literal('guns-n-grenades'),
  resolve: z.literal('opposed-roll'),
  title: z.string().optional(),
  description: z.string().optional(),
  trials: z.number().int().positive().optional(),
  seed: z.number().int().nonnegative().optional(),
  rules: z
    .strictObject({ 'fast-shot': z.enum(['reroll-attacker-die', 'reroll-both-dice']).default('reroll-attacker-die') })
    .default({ 'fast-shot': 'reroll-attacker-die' }),
  atk: z.number().int().min(-10).max(30).describe("the attacker's total ATK bonus (unit +2…+6, Hollow Point +2, Bayonets +1)"),
  def: z.number().int().min(-10).max(30).describe("the defender's total DEF bonus (unit +1…+4, cover +3, hunker +2, Body Armor +1)"),
  fast_shot: z.boolean().default(false).describe('the attacker has the Fast Shot tag: one re-roll after a miss'),
});

/** Plain data of one attack roll; fastShot 0 none, 1 re-roll the attacker's die, 2 re-roll both dice. */
export interface GngOpposedRollCell {
  atk: number;
  def: number;
  fastShot: 0 | 1 | 2;
}

const layout: CounterLayout = { outcomes: [...GNG_OPPOSED_OUTCOMES], distributions: [] };

/** Monte Carlo kernel: d6 + ATK against d6 + DEF, Fast Shot's re-roll after a miss. */
export function createGngOpposedRollKernel(cell: GngOpposedRollCell): Kernel {
  const lead = (cell.def - cell.atk) | 0; // the attacker's die must beat the defender's by more than this
  const fastShot = cell.fastShot | 0;
  const u = new Float64Array(2048);
  return {
    layout,
    run(state, trials, c) {
      let hits = 0;
      let next = u.length;
      for (let t = 0; t < trials; t++) {
        if (next > u.length - 4) {
          fillUniforms(state, u);
          next = 0;
        }
        let a = ((u[next++] * 6) | 0) + 1;
        let d = ((u[next++] * 6) | 0) + 1;
        if (a - d <= lead && fastShot !== 0) {
          a = ((u[next++] * 6) | 0) + 1;
          if (fastShot === 2) d = ((u[next++] * 6) | 0) + 1;
        }
        if (a - d > lead) hits++;
      }
      c[0] += hits;
      c[1] += trials - hits;
    },
  };
}

/** Exact: the 36 (or with a re-roll 216 / 1296) die pairs, by `hitChance`. */
export function exactGngOpposedRoll(cell: GngOpposedRollCell): Float64Array {
  const p = hitChance(cell.atk, cell.def, cell.fastShot).prob(1);
  return Float64Array.of(p, 1 - p);
}

/** Guns 'n Grenades `opposed-roll`: d6 + ATK against d6 + DEF, for reference tables. */
export const gngOpposedRollDefinition: ResolutionDefinition<GngOpposedRollCell> = {
  system: 'guns-n-grenades',
  resolve: 'opposed-roll',
  info: {
    system: 'guns-n-grenades',
    resolve: 'opposed-roll',
    description: "One attack roll: d6 + ATK against d6 + DEF, a hit when the attacker's total is higher (Fast Shot re-rolls a miss).",
    outcomes: [
      { name: 'hit', label: 'Hit' },
      { name: 'miss', label: 'Miss' },
    ],
    distributions: [],
    casualtyDistributions: [],
  },
  cellSchema: schema,
  normalize: (input) => {
    const s = input as z.output<typeof schema>;
    const fastShot = !s.fast_shot ? 0 : s.rules['fast-shot'] === 'reroll-both-dice' ? 2 : 1;
    return { ok: true, value: { atk: s.atk, def: s.def, fastShot } };
  },
  kernel: 'guns-n-grenades/opposed-roll',
};
