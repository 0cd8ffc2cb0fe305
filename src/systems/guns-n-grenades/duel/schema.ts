import { z } from 'zod';
import { defenderFields, distanceSchema, gngRulesSchema } from '../scenarioSchemas.js';

const sideSchema = z.strictObject({
  ...defenderFields,
  medic: z.boolean().default(false).describe('a medic within 3" heals this unit to full health once per its own turn'),
});

/** A Guns 'n Grenades `resolve: duel` scenario cell: two units attack each other turn about. */
export const duelCellSchema = z.strictObject({
  system: z.literal('guns-n-grenades'),
  resolve: z.literal('duel'),
  title: z.string().optional(),
  description: z.string().optional(),
  trials: z.number().int().positive().optional(),
  seed: z.number().int().nonnegative().optional(),
  rules: gngRulesSchema,
  attacker: sideSchema,
  defender: sideSchema,
  first: z.enum(['attacker', 'defender']).default('attacker').describe('whose turn comes first'),
  max_turns: z.number().int().min(1).max(500).default(20).describe("turns (one side's attack each) before a draw"),
  distance: distanceSchema,
});

export type DuelScenarioCell = z.output<typeof duelCellSchema>;
