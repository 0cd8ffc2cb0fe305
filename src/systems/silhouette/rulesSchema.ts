import { z } from 'zod';

/**
 * Rule variants shared by the Silhouette resolutions (docs/rules/silhouette.md says what each means).
 * Defaults are the literal reading.
 */
export const fumbleVariant = z
  .enum(['automatic-failure', 'none'])
  .default('automatic-failure')
  .describe('automatic-failure: all 1s fails whatever the modifiers; none: all 1s is an ordinary 1');

export const lastMoveVariant = z
  .enum(['top-row', 'extrapolate'])
  .default('top-row')
  .describe('a last move of 20 cm or more: top-row keeps +2; extrapolate gives +3');

export const heavyDamageVariant = z
  .enum(['weapon-dm', 'final-damage'])
  .default('weapon-dm')
  .describe("a Heavy-Damaged attacker's weapon: halve its Damage Multiplier (rounding up) or the final damage");
