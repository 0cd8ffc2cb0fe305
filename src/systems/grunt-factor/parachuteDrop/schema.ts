import { z } from 'zod';
import { coLdBonusSchema } from '../common/ruleParameters.js';
import { commonCellKeys, ldSoldierFields } from '../common/schemas.js';

/** Soldiers of one kind jumping at the drop point: their grade (or LD), CO or not, how many. */
const soldiersSchema = z.strictObject({
  ...ldSoldierFields(false),
  // Every soldier is rolled for in each trial; 50 bounds that work and is more than a platoon.
  count: z.number().int().min(1).max(50).default(1).describe('soldiers of this kind (at most 50 in all)'),
});

/** A grunt-factor `resolve: parachute-drop` scenario cell (Parachute deployment, 2nd option). */
export const parachuteDropCellSchema = z.strictObject({
  system: z.literal('grunt-factor'),
  resolve: z.literal('parachute-drop'),
  ...commonCellKeys,
  rules: z.strictObject({ 'co-ld-bonus': coLdBonusSchema }).prefault({}),
  soldiers: z.array(soldiersSchema).min(1).max(20).describe('the soldiers jumping at the marked drop point, by kind'),
});

export type ParachuteDropScenarioCell = z.output<typeof parachuteDropCellSchema>;
