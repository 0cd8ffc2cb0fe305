import { z } from 'zod';
import { confidenceNameSchema, twoLevelDropSchema } from '../../morale/moraleSchemas.js';
import { timesRule } from '../../parameters.js';
import {
  coverSchema,
  dieTextSchema,
  houseDieSchema,
  leadershipSchema,
  plainDieTextSchema,
  qualitySchema,
} from '../../scenarioSchemas.js';
import { SUSPENSIONS } from '../data/suspension.js';

/** Rule variants of every shot at a point target; each is documented in docs/rules/stargrunt2.md. */
export const pointTargetRules = {
  'destroyed-threshold': z
    .enum(['more-than-twice-armour', 'exceeds-by-more-than-twice'])
    .default('more-than-twice-armour'),
  'suspension-impact': z.enum(['reroll', 'reuse']).default('reroll'),
  'immobilised-threat-level': z
    .number()
    .int()
    .min(0)
    .max(10)
    .default(3)
    .describe(
      'threat level of the crew\'s confidence test when their vehicle is immobilised (read when target.crew is given) — rulebook: NON-PENETRATING HITS ON VEHICLES, "a Confidence test at a Threat level of 3"',
    ),
};

/** Direct fire at point targets (`point-fire`, `missile-fire`): how a MAJOR hit multiplies the impact. */
export const majorHitMultiplierRule = timesRule(
  'a MAJOR hit on a point target multiplies the impact by this (heavy weapons, asterisked support weapons, missiles) — rulebook: IMPACT VALUES FOR HEAVY WEAPONS, "the impact value of the shot is DOUBLED"',
  2,
);

/**
 * Rule variants of the crew's confidence test after immobilisation (`point-fire`, `missile-fire`): the
 * `two-level-drop` of `confidence-test`, same key, values and default.
 */
export const crewTestRules = {
  'two-level-drop': twoLevelDropSchema,
};

/**
 * The crew (and passengers) as one unit for the confidence test at threat level 3 after immobilisation
 * (NON-PENETRATING HITS): the same names as `confidence-test`'s unit.
 * @example crewSchema.parse({ quality: 'green', leadership: 2 }).confidence // 'confident'
 */
export const crewSchema = z
  .strictObject({
    quality: qualitySchema,
    leadership: leadershipSchema,
    confidence: confidenceNameSchema.default('confident'),
  })
  .describe(
    'the crew (and passengers) as one unit: it takes a confidence test at threat level 3 when the vehicle is immobilised',
  );

/** Occupants of a vehicle: how many figures in which personal armour. */
export const occupantsSchema = z
  .array(
    z.strictObject({
      count: z.number().int().min(1).max(50).describe('figures on board in this armour'),
      armour: z.string().describe('an armour name: basic | partial-light | full-light | light-power | heavy-power'),
    }),
  )
  .default([])
  .describe('crew and passengers, by armour');

/** A point target: a vehicle, groundmount or building. */
export const pointTargetSchema = z.strictObject({
  size: z.number().int().min(1).max(5).describe('size class 1 (very small) to 5 (largest)'),
  armour: z
    .union([z.number().int().min(1).max(10), plainDieTextSchema])
    .describe("armour class (1, 2, 3 … rolls D12 × class) or a soft-skin's die such as d6"),
  cover: coverSchema.default('open'),
  suspension: z
    .enum(SUSPENSIONS)
    .default('none')
    .describe('civilian-wheeled | military-wheeled | tracked | hover | grav | walker | none'),
  occupants: occupantsSchema,
  crew: crewSchema.optional(),
});

export type PointTargetInput = z.output<typeof pointTargetSchema>;

/** House heavy weapons whose impact die may be any d-N or listed faces (houseDieSchema), for `point-fire` and `anti-air-fire`. */
export const houseHeavyWeaponsSchema = z
  .record(z.string(), z.strictObject({ impact: houseDieSchema, size: z.number().int().min(1).max(5) }))
  .describe(
    'house heavy weapons, added to or replacing the heavy weapons table by name; their impact die may be any d-N or listed faces',
  );
