import { z } from 'zod';
import { coLdBonusSchema } from '../common/ruleParameters.js';
import { commonCellKeys, ldSoldierFields } from '../common/schemas.js';

/** A grunt-factor `resolve: overwatch` scenario cell (Overwatch). */
export const overwatchCellSchema = z.strictObject({
  system: z.literal('grunt-factor'),
  resolve: z.literal('overwatch'),
  ...commonCellKeys,
  rules: z.strictObject({ 'co-ld-bonus': coLdBonusSchema }).prefault({}),
  leader: z.strictObject(ldSoldierFields(true)).default({ grade: 'regular', co: true }),
  panicked: z.boolean().default(false).describe('a panicked unit may not attempt overwatch'),
  suppressed: z.boolean().default(false).describe('a suppressed unit may not attempt overwatch'),
  // One attempt a turn (the squad's last action); 20 turns is longer than any game and bounds the work.
  attempts: z.number().int().min(1).max(20).default(1).describe('turns in which the squad tries, at most (1 to 20)'),
});

export type OverwatchScenarioCell = z.output<typeof overwatchCellSchema>;
