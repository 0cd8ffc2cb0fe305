import { z } from 'zod';
import {
  attackRulesSchema,
  defenderFields,
  distanceSchema,
  stageSchema,
  unitNameSchema,
  upgradeSchema,
} from '../scenarioSchemas.js';

/** The attacking unit: its type, its army's upgrade, what it fires, its life stage, the dangerous terrain on its way. */
export const attackerSchema = z.strictObject({
  unit: unitNameSchema,
  upgrade: upgradeSchema.optional(),
  fire: z
    .enum(['weapon', 'grenade-launcher', 'flashbang'])
    .default('weapon')
    .describe(
      'grenade-launcher: riflemen or heavy infantry with the upgrade fire a grenade, 2" blast; flashbang: riflemen or light infantry with the upgrade throw one that stuns, 2½" blast, no damage',
    ),
  stage: stageSchema.optional(),
  dangerous_terrain: z
    .number()
    .int()
    .min(0)
    .max(10)
    .default(0)
    .describe('pieces of dangerous terrain the attacker walks over before attacking: d6 each, a 1 is one hit'),
});

/** A Guns 'n Grenades `resolve: attack` scenario cell (How Combat Works). */
export const attackCellSchema = z.strictObject({
  system: z.literal('guns-n-grenades'),
  resolve: z.literal('attack'),
  title: z.string().optional(),
  description: z.string().optional(),
  trials: z.number().int().positive().optional(),
  seed: z.number().int().nonnegative().optional(),
  rules: attackRulesSchema,
  attacker: attackerSchema,
  target: z.strictObject({ ...defenderFields, stage: stageSchema.optional() }),
  others_in_blast: z
    .array(z.strictObject({ ...defenderFields, stage: stageSchema.optional() }))
    .max(10)
    .default([])
    .describe('other units within the blast radius of the target'),
  distance: distanceSchema,
});

export type AttackScenarioCell = z.output<typeof attackCellSchema>;
