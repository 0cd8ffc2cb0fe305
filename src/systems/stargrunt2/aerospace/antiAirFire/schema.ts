import { z } from 'zod';
import { SYSTEM_LEVELS } from '../../heavy/data/systemDice.js';
import { houseHeavyWeaponsSchema, pointTargetRules } from '../../heavy/pointTarget/pointTargetSchema.js';
import { headerFields } from '../../morale/moraleSchemas.js';
import {
  coverSchema,
  houseArmourSchema,
  leadershipSchema,
  plainDieTextSchema,
  qualitySchema,
} from '../../scenarioSchemas.js';

/** Rule variants of `anti-air-fire`; each is documented in docs/rules/stargrunt2.md. */
const antiAirFireRulesSchema = z
  .strictObject({
    'destroyed-threshold': pointTargetRules['destroyed-threshold'],
    'aa-shift': z
      .enum(['every-roll', 'acquire-only'])
      .default('every-roll')
      .describe(
        'every-roll: a fire control or guidance not AA-dedicated is one type down in every roll against the aircraft; acquire-only: only when acquiring (STEP 1 of the summary)',
      ),
    'hit-threat': z
      .number()
      .int()
      .min(0)
      .max(6)
      .default(2)
      .describe(
        'the threat level a hit short of DISABLE adds to the pilot\'s leadership for his confidence test — rulebook: EFFECTS OF ON-TABLE ANTI-AIR FIRE, "a CONFIDENCE TEST at a threat level of +2"',
      ),
    'landing-explodes-up-to': z
      .number()
      .int()
      .min(0)
      .max(12)
      .default(1)
      .describe(
        'a DISABLED craft explodes when the pilot\'s quality die rolls this or less — rulebook: EFFECTS OF ON-TABLE ANTI-AIR FIRE, "on a roll of 1 the aircraft explodes"',
      ),
    'landing-crashes-up-to': z
      .number()
      .int()
      .min(0)
      .max(12)
      .default(3)
      .describe(
        'a DISABLED craft crash-lands when the pilot\'s quality die rolls this or less (above it: a controlled landing) — rulebook: EFFECTS OF ON-TABLE ANTI-AIR FIRE, "On a 2 or 3 it crash-lands"',
      ),
    'crash-killed-up-to': z
      .number()
      .int()
      .min(0)
      .max(6)
      .default(1)
      .describe(
        'an occupant of a crash-landed craft is killed when his D6 rolls this or less — rulebook: EFFECTS OF ON-TABLE ANTI-AIR FIRE, "on a score of 1 they are killed"',
      ),
    'crash-wounded-up-to': z
      .number()
      .int()
      .min(0)
      .max(6)
      .default(3)
      .describe(
        'an occupant of a crash-landed craft is wounded when his D6 rolls this or less (and is not killed) — rulebook: EFFECTS OF ON-TABLE ANTI-AIR FIRE, "on a 2 or 3 wounded and on 4+ they get out safely"',
      ),
  })
  .prefault({});

/** A Stargrunt II `resolve: anti-air-fire` cell: one on-table AA weapon engages an airborne craft. */
export const antiAirFireCellSchema = z.strictObject({
  ...headerFields,
  resolve: z.literal('anti-air-fire'),
  rules: antiAirFireRulesSchema,
  heavy_weapons: houseHeavyWeaponsSchema.optional(),
  armour: houseArmourSchema.optional(),
  firer: z.strictObject({
    quality: qualitySchema,
    weapon: z
      .string()
      .describe('a heavy weapon (rfac-1, gac-2, hel-1 …) or a guided missile (gms-p, gms-l, gms-h, at-17-sandbox …)'),
    fire_control: z
      .enum(SYSTEM_LEVELS)
      .optional()
      .describe("a gun's fire control: basic D6 | enhanced D8 | superior D10 (none cannot fire at aircraft)"),
    guidance: z
      .enum(['basic', 'enhanced', 'superior'])
      .optional()
      .describe("a generic missile's guidance: basic D6 | enhanced D8 | superior D10"),
    anti_air: z
      .enum(['dedicated', 'multirole', 'ground-only'])
      .default('multirole')
      .describe(
        'dedicated: an AA fire control or AA missile (full die); multirole: any other fire control or a multirole missile (one type down); ground-only missiles cannot engage',
      ),
  }),
  target: z.strictObject({
    ecm: z.enum(SYSTEM_LEVELS).default('none').describe("the aircraft's ECM: none (D4) | basic | enhanced | superior"),
    armour: z
      .union([z.number().int().min(1).max(10), plainDieTextSchema])
      .describe("the aircraft's armour class (D12 × class) or a softskin's die such as d6"),
    hovering: z
      .boolean()
      .default(false)
      .describe('a VTOL in HOVER: the ECM die one type down for the shot, and it comes down where it is'),
    occupants: z.number().int().min(0).max(50).default(0).describe('everyone aboard, crew included'),
    pilot: z
      .strictObject({
        quality: qualitySchema,
        leadership: leadershipSchema,
        evades: z
          .boolean()
          .default(true)
          .describe('once acquired the pilot tries to break the lock-on (moving 24"+, his activation spent)'),
      })
      .describe('the pilot: evasion, the confidence test after a hit, the emergency landing'),
    figures_nearby: z
      .strictObject({
        figures: z
          .number()
          .int()
          .min(1)
          .max(30)
          .describe('figures standing together near where the craft may come down'),
        armour: z.string().describe('an armour name: basic | partial-light | full-light | light-power | heavy-power'),
        cover: coverSchema.default('open'),
        in_position: z.boolean().default(false),
        ahead: z
          .number()
          .min(0)
          .max(50)
          .optional()
          .describe(
            'inches ahead of the craft where they stand (the crash site is D12 × 2" ahead); absent: within 6" wherever it comes down',
          ),
        aside: z.number().min(0).max(6).default(0).describe('inches to the side of its line of flight (with ahead)'),
      })
      .optional()
      .describe(
        'figures caught by the wreck\'s explosion "of radius 6", with a D8 impact effect" when the craft is destroyed or explodes',
      ),
  }),
});

export type AntiAirFireScenarioCell = z.output<typeof antiAirFireCellSchema>;
