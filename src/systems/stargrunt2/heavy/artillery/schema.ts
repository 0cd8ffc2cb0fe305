import { z } from 'zod';
import { dieShiftRule, killMultipleRule, targetShiftRules, timesRule } from '../../parameters.js';
import {
  coverSchema,
  houseArmourSchema,
  houseDieSchema,
  leadershipSchema,
  plainDieTextSchema,
  qualitySchema,
} from '../../scenarioSchemas.js';
import { SUSPENSIONS } from '../data/suspension.js';
import { crewSchema, occupantsSchema, pointTargetRules } from '../pointTarget/pointTargetSchema.js';

const point = z.tuple([z.number().min(-500).max(500), z.number().min(-500).max(500)]);

/** Rule variants of artillery fire; each is documented in docs/rules/stargrunt2.md. */
export const artilleryRulesSchema = z
  .strictObject({
    'burst-edge': z
      .enum(['within', 'inside'])
      .default('within')
      .describe('within: a figure exactly on the burst radius is caught; inside: only figures nearer than the radius'),
    ...pointTargetRules,
    'vehicle-armour-face': z
      .enum(['top', 'as-given'])
      .default('top')
      .describe(
        'top: indirect fire hits the TOP armour, one class less than the armour value given (never below 1); as-given: the class given',
      ),
    'soft-cover-shift': targetShiftRules['soft-cover-shift'],
    'hard-cover-shift': targetShiftRules['hard-cover-shift'],
    'in-position-armour-shift': dieShiftRule(
      'die types figures IN POSITION caught in a burst shift their armour die up (on top of cover; an open shift) — rulebook: BENEFITS OF BEING IN POSITION, "shift their ARMOUR DIE up one die type"',
      1,
    ),
    'kill-multiple': killMultipleRule,
    'unspotted-accuracy-multiple': timesRule(
      'without a specialist observer who sees the impact point, the accuracy roll must exceed this many times the requesting unit\'s leadership — rulebook: ARTILLERY (accuracy), "the roll must exceed TWICE the leadership"',
      2,
    ),
  })
  .prefault({});

/**
 * A vehicle (or other point target) caught in the fire mission: where it stands, its armour, suspension, occupants
 * and optionally its crew (as `point-fire`'s `target.crew`: one confidence test at threat level 3 when the
 * mission leaves the vehicle immobilised).
 */
const artilleryVehicleSchema = z.strictObject({
  name: z.string().optional().describe('a label for the designer'),
  position: point.describe("the centre of the vehicle, inches (x right, y towards 12 o'clock)"),
  armour: z
    .union([z.number().int().min(1).max(10), plainDieTextSchema])
    .describe("armour value (1, 2, 3 … rolls D12 × class; the top armour is one less) or a soft-skin's die such as d6"),
  open_topped: z
    .boolean()
    .default(false)
    .describe('open-topped vehicles count as softskinned (D6) against all indirect fire'),
  suspension: z
    .enum(SUSPENSIONS)
    .default('none')
    .describe('civilian-wheeled | military-wheeled | tracked | hover | grav | walker | none'),
  occupants: occupantsSchema,
  crew: crewSchema.optional(),
});

/** A Stargrunt II `resolve: artillery` cell: one fire mission (accuracy, deviation, salvo) on an infantry unit and/or vehicles. */
export const artilleryCellSchema = z.strictObject({
  system: z.literal('stargrunt2'),
  resolve: z.literal('artillery'),
  title: z.string().optional(),
  description: z.string().optional(),
  trials: z.number().int().positive().optional(),
  seed: z.number().int().nonnegative().optional(),
  rules: artilleryRulesSchema,
  armour: houseArmourSchema.optional(),
  delivery_systems: z
    .record(z.string(), z.number().positive().max(50))
    .optional()
    .describe('house delivery systems: name → burst radius in inches'),
  warheads: z
    .record(z.string(), z.strictObject({ infantry: houseDieSchema, point: houseDieSchema.optional() }))
    .optional()
    .describe(
      'house warheads: name → impact die against dispersed (infantry) targets and against point targets (default: the infantry die); any d-N or listed faces',
    ),
  mission: z.strictObject({
    delivery: z
      .string()
      .describe('delivery system: small | medium | large | very-large (burst radius 3", 4", 6", 10")'),
    warhead: z
      .string()
      .default('gpe')
      .describe('gpe | aps | aas (general purpose explosive, anti-personnel or anti-armour submunitions)'),
    rounds: z.number().int().min(1).max(12).describe('rounds in the salvo: one per weapon of the firing battery'),
    open_sights: z
      .boolean()
      .default(false)
      .describe('on-table artillery fired directly at a visible target: deviation distance not multiplied'),
    weapon_size: z
      .number()
      .int()
      .min(1)
      .max(5)
      .optional()
      .describe(
        'size class of the rounds for vehicle occupant casualties (default: small 1, medium 2, large 3, very-large 4)',
      ),
  }),
  observer: z.strictObject({
    quality: qualitySchema.describe('quality of the unit that requested the fire (or of the crew, over open sights)'),
    leadership: leadershipSchema,
    specialist: z.boolean().default(false).describe('a specialised artillery observer with designation equipment'),
    sees_target: z.boolean().default(true).describe('the observer can still see the impact point'),
  }),
  aim: point.default([0, 0]).describe("the intended impact point, inches (x right, y towards 12 o'clock)"),
  target: z
    .strictObject({
      armour: z.string().describe('an armour name: basic | partial-light | full-light | light-power | heavy-power'),
      cover: coverSchema.default('open'),
      in_position: z.boolean().default(false),
      positions: z.array(point).min(1).max(30).optional().describe("each figure's position in inches"),
      formation: z
        .strictObject({
          type: z.enum(['line', 'column', 'cluster']),
          figures: z.number().int().min(1).max(30),
          spacing: z.number().positive().max(20).default(2).describe('inches between neighbouring figures'),
          centre: point.default([0, 0]),
        })
        .optional()
        .describe('a simple formation instead of positions'),
    })
    .optional()
    .describe('the infantry unit under the fire mission'),
  vehicles: z
    .array(artilleryVehicleSchema)
    .min(1)
    .max(10)
    .optional()
    .describe('vehicles (point targets) that bursts may catch'),
});

export type ArtilleryScenarioCell = z.output<typeof artilleryCellSchema>;
