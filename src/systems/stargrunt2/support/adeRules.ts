import { z } from 'zod';

/**
 * The numbers of EFFECTS OF THE AIR DEFENCE ENVIRONMENT, parameters of `air-defence` and of `support-request` (its
 * `air_defence`), each at the book's value by default.
 */
export const adeRuleFields = {
  'ade-reaction-threat': z
    .number()
    .int()
    .min(0)
    .max(6)
    .default(2)
    .describe(
      'the threat level of the pilot\'s reaction test once the ADE acquires the craft — rulebook: EFFECTS OF THE AIR DEFENCE ENVIRONMENT, "roll a REACTION TEST for the pilot (at a threat level of +2)"',
    ),
  'softskin-armour': z
    .union([z.literal(4), z.literal(6), z.literal(8), z.literal(10), z.literal(12)])
    .default(6)
    .describe(
      'the armour die (sides) of a softskinned craft (armour 0) against the ADE — rulebook: VEHICLE ARMOUR, "use a D6 as their Armour Die"',
    ),
};

/** The ADE numbers as `airDefenceDice` reads them. */
export interface AdeNumbers {
  reactionThreat: number;
  softskinSides: number;
}

/** The parameters of a parsed rules object, as `airDefenceDice` reads them. */
export function adeNumbersOf(rules: { 'ade-reaction-threat': number; 'softskin-armour': number }): AdeNumbers {
  return { reactionThreat: rules['ade-reaction-threat'], softskinSides: rules['softskin-armour'] };
}
