import { z } from 'zod';
import { passage } from '../../rulebookPassage.js';
import { MELEE_DAMAGE_ENTRIES, MELEE_WEAPONS } from '../data/infantryWeapons.js';
import { CLOSE_COMBAT_MODIFIERS } from '../data/rangedModifiers.js';
import {
  bookNumbers,
  characterFields,
  criticalDamageSchema,
  criticalTableSchema,
  hitRollSchema,
  woundedStrSchema,
} from '../scenarioSchemas.js';

/** Rule variants of close combat; documented in docs/rules/man-to-man.md. */
const closeCombatRulesSchema = z
  .strictObject({
    'hit-roll': hitRollSchema,
    'wounded-str': woundedStrSchema,
    'critical-damage': criticalDamageSchema,
    'parry-criticals': z
      .enum(['parryable', 'unparryable'])
      .default('parryable')
      .describe('whether a critical hit (3-5) can be parried like any hit (literal) or not'),
    'double-damage': z
      .enum(['multiply', 'once'])
      .default('multiply')
      .describe('a charge that also rolls a critical 4: damage ×4 (both doublings, literal) or ×2 once'),
    criticals: criticalTableSchema,
    'charge-modifier': z
      .number()
      .int()
      .min(-20)
      .max(20)
      .default(CLOSE_COMBAT_MODIFIERS.charging)
      .describe(
        `added to a charging attacker's DEX ${passage('4.2 Close combat modifiers', 'Charging into combat -3')}`,
      ),
    'charge-damage-multiplier': z
      .number()
      .int()
      .min(1)
      .max(10)
      .default(CLOSE_COMBAT_MODIFIERS.chargingDamageMultiplier)
      .describe(
        `the damage of a charging attacker's hit is multiplied by this ${passage('4.2 Close combat modifiers', 'Double damage if hit')}`,
      ),
    'damage-dice': bookNumbers(
      MELEE_DAMAGE_ENTRIES,
      1,
      20,
      `d6 of damage each close combat weapon's hit rolls ${passage('4.3 Infantry Weapons (WWII)', 'Weapon Damage')}`,
      '4.3 Infantry Weapons (WWII)',
    ),
  })
  .prefault({});

const weapon = z.string().describe(`a close combat weapon: ${Object.keys(MELEE_WEAPONS).join(' | ')}`);

/** A man-to-man `resolve: close-combat` scenario cell (4.0 Combat, 4.2, 4.3, 4.4, 4.5). */
export const closeCombatCellSchema = z.strictObject({
  system: z.literal('man-to-man'),
  resolve: z.literal('close-combat'),
  title: z.string().optional(),
  description: z.string().optional(),
  trials: z.number().int().positive().optional(),
  seed: z.number().int().nonnegative().optional(),
  rules: closeCombatRulesSchema,
  attacker: z.strictObject({
    ...characterFields,
    weapon,
    action: z
      .enum(['close-combat', 'charge'])
      .default('close-combat')
      .describe('charge: −3 to hit, double damage, no parry or riposte'),
  }),
  defender: z.strictObject({
    ...characterFields,
    weapon,
    action: z
      .enum(['close-combat', 'other'])
      .default('close-combat')
      .describe('close-combat: may parry and riposte; other: any other action, neither'),
  }),
});

export type CloseCombatScenarioCell = z.output<typeof closeCombatCellSchema>;
