import { z } from 'zod';
import { ENGAGEMENT_LIMITS } from '../../engagement/EngagementShape.js';
import { closeCombatWeaponSchema } from '../assault/assaultSchemas.js';
import { closeCombatRules, powerArmourOddsRule } from '../assault/closeCombatRules.js';
import { MOBILITIES } from '../assault/data/mobility.js';
import { fireRulesSchema } from '../fire/schema.js';
import {
  confidenceNameSchema,
  fatigueSchema,
  headerFields,
  houseThreatLevelsSchema,
  motivationSchema,
  twoLevelDropSchema,
} from '../morale/moraleSchemas.js';
import {
  coverSchema,
  houseInfantryArmourSchema,
  houseWeaponsSchema,
  leadershipSchema,
  qualitySchema,
} from '../scenarioSchemas.js';
import { ACTIONS, CONFIDENCE_NAMES, TARGETS } from './planCodes.js';

/** Rule variants of an engagement (each documented in docs/rules/stargrunt2.md), on top of the fire resolution's. */
const engagementRulesSchema = fireRulesSchema
  .unwrap()
  .extend({
    'first-activation': z
      .enum(['fewer-units-first', 'fewer-units-second', 'die-roll', 'alternate'])
      .default('fewer-units-first')
      .describe(
        'who activates first each turn: the side with fewer units chooses (and goes first, or makes the other go first; equal: a die roll), a die roll every turn, or alternating from side a',
      ),
    'side-beaten': z
      .enum(['broken', 'routed'])
      .default('broken')
      .describe(
        'a side has lost when none of its units is still fighting: every unit BROKEN or worse (or destroyed), or every unit ROUTED (or destroyed)',
      ),
    'two-level-drop': twoLevelDropSchema,
    'test-leadership': z
      .enum(['new', 'old'])
      .default('new')
      .describe("after the leader falls, the unit's tests use the new leader's LV (new) or the original's (old)"),
    'broken-in-open': z
      .enum(['fall-back-to-cover', 'stay'])
      .default('fall-back-to-cover')
      .describe(
        'a BROKEN unit in the open spends an action falling back one move, and is then in soft cover; or it stays in the open',
      ),
    ...closeCombatRules,
    'power-armour-odds': powerArmourOddsRule,
  })
  .prefault({});

const conditionSchema = z.strictObject({
  suppressed: z.boolean().optional().describe('the unit has (true) or has no (false) suppression marker'),
  enemy_in_range: z.boolean().optional().describe('an enemy unit still on the table is within small-arms reach'),
  enemy_within: z
    .number()
    .min(0)
    .max(200)
    .optional()
    .describe('the nearest enemy unit is at most this many inches away'),
  confidence_at_least: z.enum(CONFIDENCE_NAMES).optional().describe('the unit is at this confidence level or better'),
  confidence_at_most: z.enum(CONFIDENCE_NAMES).optional().describe('the unit is at this confidence level or worse'),
  wounded: z.boolean().optional().describe('the unit has untreated casualties'),
  casualties_at_least: z
    .number()
    .int()
    .min(0)
    .max(100)
    .optional()
    .describe('the unit has lost at least this many figures'),
  in_cover: z.boolean().optional().describe('the unit is in soft or hard cover'),
  friend_at_most: z
    .enum(CONFIDENCE_NAMES)
    .optional()
    .describe('a friendly unit is at this confidence level or worse (for rally)'),
  turn_at_least: z.number().int().min(1).max(ENGAGEMENT_LIMITS.turns).optional().describe('from this turn on'),
});

const planRuleSchema = z.strictObject({
  when: z
    .union([z.enum(['suppressed', 'enemy_in_range', 'wounded', 'in_cover']), conditionSchema])
    .optional()
    .describe('when the rule applies (every condition must hold); without: always'),
  do: z.enum(ACTIONS).describe('the action'),
  target: z.enum(TARGETS).optional().describe('for fire and close-assault: which enemy unit (default most-figures)'),
});

export type PlanRuleInput = z.output<typeof planRuleSchema>;

const planSchema = z
  .union([z.enum(['fire-and-advance', 'hold-and-fire', 'assault']), z.array(planRuleSchema).min(1).max(20)])
  .default('fire-and-advance')
  .describe(
    'what the unit does with each action: a built-in plan or an ordered list of rules (the first that applies and can be done is done)',
  );

const troopsSchema = z
  .array(
    z.strictObject({
      count: z.number().int().min(1).max(ENGAGEMENT_LIMITS.figures).describe('troopers with this weapon'),
      weapon: z
        .string()
        .describe('a weapon name from the generic weapons table, the national weapons of the army lists or `weapons:`'),
    }),
  )
  .min(1)
  .describe('the figures of the unit and their weapons, in order (the leader is figure `leader`)');

const unitSchema = z.strictObject({
  name: z.string().max(60).optional().describe('the unit as the outputs name it (default: its key)'),
  quality: qualitySchema,
  leadership: leadershipSchema,
  confidence: confidenceNameSchema
    .optional()
    .describe('confidence level at the start (default: confident, or the fatigue level)'),
  fatigue: fatigueSchema.optional(),
  troops: troopsSchema,
  armour: z.string().default('basic').describe('an armour name from the ARMOUR TABLE or `armour:`'),
  cover: coverSchema.default('open').describe('open | soft | hard, where the unit starts'),
  in_position: z.boolean().default(false).describe('In Position at the start'),
  leader: z
    .number()
    .int()
    .min(1)
    .max(ENGAGEMENT_LIMITS.figures)
    .default(1)
    .describe('the figure number of the unit leader in "who buys the farm"'),
  medic: z.boolean().default(false).describe('a MEDIC is with the unit: +1 to treatment rolls'),
  command: z.boolean().default(false).describe('a command unit: its actions may rally friendly units'),
  mobility: z
    .enum(MOBILITIES)
    .default('normal')
    .describe('normal | very-light | slow-power-armour | fast-power-armour'),
  close_combat: closeCombatWeaponSchema.describe('the close-combat weapon of its figures'),
  terror: z.boolean().optional().describe('assaults with a TERROR EFFECT (default: with flame weapons)'),
  plan: planSchema,
  reaction_fire: z
    .boolean()
    .optional()
    .describe(
      'REACTION FIRE: while it has not activated this turn, the unit spends its whole activation on one fire action at an enemy unit caught between two move actions (default false)',
    ),
});

export type EngagementUnitInput = z.output<typeof unitSchema>;

const sideSchema = z.strictObject({
  name: z.string().max(60).optional().describe('the side as the outputs name it'),
  motivation: motivationSchema,
  passes: z
    .boolean()
    .default(false)
    .describe('the side passes whenever the rulebook allows it (fewer unactivated units than the opponent)'),
  units: z
    .record(
      z.string().regex(/^[a-z0-9][a-z0-9-]*$/, 'a unit key in lower case: letters, digits and dashes'),
      unitSchema,
    )
    .refine((units) => Object.keys(units).length >= 1 && Object.keys(units).length <= ENGAGEMENT_LIMITS.units, {
      message: `one to ${ENGAGEMENT_LIMITS.units} units`,
    })
    .describe('the units of the side, by key (in activation order)'),
});

/** A Stargrunt II `resolve: engagement` scenario cell: two sides fighting turn after turn (SEQUENCE OF PLAY). */
export const engagementCellSchema = z.strictObject({
  ...headerFields,
  resolve: z.literal('engagement'),
  rules: engagementRulesSchema,
  // House dice (docs/rules/stargrunt2.md, Custom dice): any d-N or listed faces; a cover shift reaching one is refused.
  weapons: houseWeaponsSchema.optional(),
  armour: houseInfantryArmourSchema.optional(),
  threat_levels: houseThreatLevelsSchema.optional(),
  turns: z
    .number()
    .int()
    .min(1)
    .max(ENGAGEMENT_LIMITS.turns)
    .default(6)
    .describe("the game lasts this many turns at most (the rulebook's six-turn game)"),
  range: z.number().min(1).max(200).describe('inches between the two sides at the start'),
  sides: z.strictObject({ a: sideSchema, b: sideSchema }),
});

export type EngagementScenarioCell = z.output<typeof engagementCellSchema>;
