import { z } from 'zod';
import { passage } from '../../rulebookPassage.js';
import { AFV_HE_MODIFIER_ENTRIES, AFV_HE_SCATTER_DICE } from '../data/afvCombat.js';
import type { INDIRECT_WEAPONS } from '../data/indirectWeapons.js';
import {
  areaBuildingSchema,
  areaTargetSchema,
  coverHitsPerDieSchema,
  indirectFireRulesSchema,
} from '../indirectFire/schema.js';
import { bookNumbers, criticalDamageSchema, hitRollSchema, woundedStrSchema } from '../scenarioSchemas.js';

/** The 6.1 rows an AFV gun's HE round may borrow its damage and area of effect from (no grenade, no bombs). */
const HE_ROWS = [
  'light-mortar',
  'heavy-mortar',
  'light-artillery',
  'medium-artillery',
  'heavy-artillery',
] as const satisfies ReadonlyArray<keyof typeof INDIRECT_WEAPONS>;

const area = indirectFireRulesSchema.unwrap().shape;

/** Rule variants of an AFV's high explosive fire; documented in docs/rules/man-to-man.md. */
const afvHeFireRulesSchema = z
  .strictObject({
    'hit-roll': hitRollSchema,
    'wounded-str': woundedStrSchema,
    'critical-damage': criticalDamageSchema,
    'area-of-effect': area['area-of-effect'],
    'cover-reduction': area['cover-reduction'],
    'he-damage': z
      .enum(['halved', 'halved-once', 'as-6-3'])
      .default('halved')
      .describe(
        '8.2 "the damage is halved": every HE shot halved and a scattered one halved again by 6.3 (literal), every shot halved once, or only scattered shots halved (the sentence read as 6.3 restated)',
      ),
    'he-criticals': z
      .enum(['afv-table', 'as-to-hit'])
      .default('afv-table')
      .describe("8.2's critical table (3 KO'd, 4 and 5 hits; literal) or 4.4's (3 kills, 4 doubles the damage)"),
    'scatter-dice': z
      .number()
      .int()
      .min(1)
      .max(8)
      .default(AFV_HE_SCATTER_DICE)
      .describe(`d6 of inches a missed HE shot scatters ${passage('6.3 Scatter', 'Mortars and HE AFV weapons 2d6')}`),
    'cover-hits-per-die': coverHitsPerDieSchema,
    modifiers: bookNumbers(
      AFV_HE_MODIFIER_ENTRIES,
      -20,
      20,
      `the 8.2 modifiers to hit for high explosive fire ${passage('8.2 AFV Combat', 'Modifiers to hit for high explosive fire against infantry and soft targets')}`,
      '8.2 AFV Combat',
    ),
  })
  .prefault({});

/** A man-to-man `resolve: afv-he-fire` scenario cell (8.2 High Explosive shots against soft targets, 6.3, 6.4, 7.0). */
export const afvHeFireCellSchema = z.strictObject({
  system: z.literal('man-to-man'),
  resolve: z.literal('afv-he-fire'),
  title: z.string().optional(),
  description: z.string().optional(),
  trials: z.number().int().positive().optional(),
  seed: z.number().int().nonnegative().optional(),
  rules: afvHeFireRulesSchema,
  firer: z.strictObject({
    fire_control: z.number().min(0).max(30).describe("the firing AFV's Fire Control rating: the base number to hit"),
    shell: z
      .enum(HE_ROWS)
      .optional()
      .describe(
        "the 6.1 row of the gun's calibre its HE round does the damage and area of effect of (light-artillery for a 75mm gun)",
      ),
    damage: z
      .number()
      .int()
      .min(1)
      .max(12)
      .optional()
      .describe("the HE round's damage in d6, from the AFV's details (instead of shell)"),
    area_of_effect: z
      .number()
      .min(0.5)
      .max(20)
      .optional()
      .describe("the HE round's Area of Effect in inches, from the AFV's details (instead of shell)"),
    buttoned: z.boolean().default(false).describe('vehicle buttoned, or under fire in the previous round (−2)'),
    on_move: z.boolean().default(false).describe('firer on the move (−4)'),
  }),
  target: areaTargetSchema,
  building: areaBuildingSchema,
});

export type AfvHeFireScenarioCell = z.output<typeof afvHeFireCellSchema>;
