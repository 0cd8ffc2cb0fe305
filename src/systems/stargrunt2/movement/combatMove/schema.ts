import { z } from 'zod';
import { headerFields } from '../../morale/moraleSchemas.js';
import { dieShiftRule } from '../../parameters.js';
import { MOVERS, TERRAINS } from '../data.js';

const terrainCost = (terrain: string, book: number) =>
  z
    .number()
    .int()
    .min(1)
    .max(6)
    .default(book)
    .describe(
      `inches of movement spent per inch moved through ${terrain} — rulebook: TERRAIN MODIFICATIONS TO BASE MOBILITY, "${terrain} costs ${book}" worth of Movement to actually move figure 1""`,
    );

/** A Stargrunt II `resolve: combat-move` cell: COMBAT MOVEMENT of a vehicle or a unit on foot toward a destination. */
export const combatMoveCellSchema = z.strictObject({
  ...headerFields,
  resolve: z.literal('combat-move'),
  rules: z
    .strictObject({
      'poor-terrain-cost': terrainCost('POOR TERRAIN', 2),
      'difficult-terrain-cost': terrainCost('DIFFICULT TERRAIN', 3),
      'encumbered-shift': dieShiftRule(
        'die types an encumbered unit on foot moves down (never below a D4) — rulebook: BASE MOBILITY DISTANCES, "move at one die type lower than normal"',
        1,
      ),
    })
    .prefault({}),
  mover: z
    .enum(MOVERS)
    .describe(
      'vehicle (D12, every vehicle type) | normal (D6) | very-light (D8) | slow-power-armour (D6) | fast-power-armour (D12)',
    ),
  encumbered: z
    .boolean()
    .default(false)
    .describe('troops on foot carrying heavy equipment or casualties: one die type lower'),
  distance: z.number().positive().max(200).describe('inches to the destination stated before rolling'),
  terrain: z
    .enum(TERRAINS)
    .default('clear')
    .describe('clear | poor (2" of movement per inch) | difficult (3" per inch), for this mover'),
  actions: z
    .number()
    .int()
    .min(1)
    .max(2)
    .default(2)
    .describe('actions spent on combat movement this activation (1 or 2)'),
});

export type CombatMoveScenarioCell = z.output<typeof combatMoveCellSchema>;
