import { z } from 'zod';
import { fillUniforms } from '../../../dice/fillUniforms.js';
import type { CounterLayout, Kernel } from '../../LegacyKernel.js';
import type { ResolutionDefinition } from '../../ResolutionDefinition.js';
import { marginCodeDist } from '../opposed/exactOpposed.js';
import { marginCode } from '../opposed/marginCode.js';
import { fumbleVariant } from '../rulesSchema.js';
import { maxRaw } from './rawRollDist.js';
import { rollRaw } from './rollRaw.js';

/**
 * BASIC GAME MECHANISMS, a bare opposed test: N d6 (highest die, +1 per extra 6, all 1s a fumble) plus a
 * modifier against M d6 plus a modifier; "If a Player's die roll is greater than his opponent's, the test
 * succeeds ... Draws are won by the defender." A fumbled attack loses; a fumbled defense loses to any
 * attack that did not fumble, with MoS = the attack's total (interpretation 2 of docs/rules/silhouette.md).
 */
export const SILHOUETTE_OPPOSED_OUTCOMES = ['attacker_wins', 'defender_wins'] as const;

const roll = (who: string) =>
  z.strictObject({
    dice: z.number().int().min(1).max(10).describe(`${who}'s dice: the Skill level`),
    modifier: z.number().int().min(-20).max(20).default(0).describe(`sum of the ${who}'s modifiers`),
  });

const schema = z.strictObject({
  system: z.literal('silhouette'),
  resolve: z.literal('opposed-roll'),
  title: z.string().optional(),
  description: z.string().optional(),
  trials: z.number().int().positive().optional(),
  seed: z.number().int().nonnegative().optional(),
  rules: z.strictObject({ fumble: fumbleVariant }).default({ fumble: 'automatic-failure' }),
  attack: roll('attacker'),
  defense: roll('defender'),
});

/** Plain data of one opposed roll. */
export interface SilhouetteOpposedRollCell {
  attackDice: number;
  attackModifier: number;
  defenseDice: number;
  defenseModifier: number;
  fumbles: boolean;
}

/**
 * Layout: attacker_wins, defender_wins; then margin_of_success (0 when the defender wins) up to the
 * attack's highest total.
 * @example silhouetteOpposedLayout({ attackDice: 2, attackModifier: 1, defenseDice: 1, defenseModifier: 0, fumbles: true }).distributions[0].size // 9
 */
export function silhouetteOpposedLayout(cell: SilhouetteOpposedRollCell): CounterLayout {
  return {
    outcomes: [...SILHOUETTE_OPPOSED_OUTCOMES],
    distributions: [{ name: 'margin_of_success', size: Math.max(0, maxRaw(cell.attackDice) + cell.attackModifier) + 1 }],
  };
}

/** Monte Carlo kernel: roll both sides, read the margin code (0 miss, 1 draw, 2 + MoS a success). */
export function createSilhouetteOpposedRollKernel(cell: SilhouetteOpposedRollCell): Kernel {
  const layout = silhouetteOpposedLayout(cell);
  const aDice = cell.attackDice | 0;
  const aMod = cell.attackModifier | 0;
  const dDice = cell.defenseDice | 0;
  const dMod = cell.defenseModifier | 0;
  const fumbles = cell.fumbles;
  const u = new Float64Array(2048);
  const refillBelow = u.length - aDice - dDice;
  return {
    layout,
    run(state, trials, c) {
      let next = u.length;
      for (let t = 0; t < trials; t++) {
        if (next > refillBelow) {
          fillUniforms(state, u);
          next = 0;
        }
        const aRaw = rollRaw(u, next, aDice, fumbles);
        next += aDice;
        const dRaw = rollRaw(u, next, dDice, fumbles);
        next += dDice;
        const attack = aRaw === 0 ? -1 : aRaw + aMod < 0 ? 0 : aRaw + aMod;
        const defense = dRaw === 0 ? -1 : dRaw + dMod < 0 ? 0 : dRaw + dMod;
        const code = marginCode(attack, defense);
        const won = code >= 2;
        c[won ? 0 : 1]++;
        c[2 + (won ? code - 2 : 0)]++;
      }
    },
  };
}

/** Exact: the raw-roll distributions of both sides (built die by die) combined into the margin code. */
export function exactSilhouetteOpposedRoll(cell: SilhouetteOpposedRollCell): Float64Array {
  const layout = silhouetteOpposedLayout(cell);
  const out = new Float64Array(2 + layout.distributions[0].size);
  for (const [code, p] of marginCodeDist(cell).entries()) {
    const won = code >= 2;
    out[won ? 0 : 1] += p;
    out[2 + (won ? code - 2 : 0)] += p;
  }
  return out;
}

/** Silhouette `opposed-roll`: N dice plus a modifier against M dice plus a modifier, for reference tables. */
export const silhouetteOpposedRollDefinition: ResolutionDefinition<SilhouetteOpposedRollCell> = {
  system: 'silhouette',
  resolve: 'opposed-roll',
  info: {
    system: 'silhouette',
    resolve: 'opposed-roll',
    description: 'A bare opposed test: attack dice and modifier against defense dice and modifier; the defender wins draws.',
    outcomes: [
      { name: 'attacker_wins', label: 'Attacker wins' },
      { name: 'defender_wins', label: 'Defender wins (draws, attacker fumbles)' },
    ],
    distributions: [{ name: 'margin_of_success', label: 'Margin of Success' }],
    casualtyDistributions: [],
  },
  cellSchema: schema,
  normalize: (input) => {
    const s = input as z.output<typeof schema>;
    return {
      ok: true,
      value: {
        attackDice: s.attack.dice,
        attackModifier: s.attack.modifier,
        defenseDice: s.defense.dice,
        defenseModifier: s.defense.modifier,
        fumbles: s.rules.fumble === 'automatic-failure',
      },
    };
  },
  kernel: 'silhouette/opposed-roll',
};
