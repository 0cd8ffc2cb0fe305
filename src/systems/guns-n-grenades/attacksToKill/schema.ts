import { z } from 'zod';
import { defenderFields, distanceSchema, gngRulesSchema, unitNameSchema, upgradeSchema } from '../scenarioSchemas.js';

/** A Guns 'n Grenades `resolve: attacks-to-kill` scenario cell: one unit attacks a target again and again from Healthy to Dead. */
export const attacksToKillCellSchema = z.strictObject({
  system: z.literal('guns-n-grenades'),
  resolve: z.literal('attacks-to-kill'),
  title: z.string().optional(),
  description: z.string().optional(),
  trials: z.number().int().positive().optional(),
  seed: z.number().int().nonnegative().optional(),
  rules: gngRulesSchema,
  attacker: z.strictObject({ unit: unitNameSchema, upgrade: upgradeSchema.optional() }),
  target: z.strictObject(defenderFields),
  distance: distanceSchema,
});

export type AttacksToKillScenarioCell = z.output<typeof attacksToKillCellSchema>;
