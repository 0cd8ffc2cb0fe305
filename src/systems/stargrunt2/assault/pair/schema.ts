import { z } from 'zod';
import { headerFields } from '../../morale/moraleSchemas.js';
import { closeCombatFigureFields, defenderPositionFields } from '../assaultSchemas.js';
import { closeCombatRules } from '../closeCombatRules.js';

/** A Stargrunt II `resolve: close-combat-pair` scenario cell: one figure against one (CLOSE COMBAT RESOLUTION). */
export const closeCombatPairCellSchema = z.strictObject({
  ...headerFields,
  resolve: z.literal('close-combat-pair'),
  rules: z.strictObject({ ...closeCombatRules }).prefault({}),
  attacker: z.strictObject(closeCombatFigureFields),
  defender: z.strictObject({ ...closeCombatFigureFields, ...defenderPositionFields }),
});

export type CloseCombatPairScenarioCell = z.output<typeof closeCombatPairCellSchema>;
