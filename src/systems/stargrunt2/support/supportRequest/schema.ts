import { z } from 'zod';
import { headerFields } from '../../morale/moraleSchemas.js';
import { leadershipSchema, plainDieTextSchema, qualitySchema } from '../../scenarioSchemas.js';
import { adeRuleFields } from '../adeRules.js';
import { ADE_DICE, type AdeLevel, CALLER_LEVELS, SUPPORT_LEVELS, SUPPORT_TYPES } from '../data/offTableSupport.js';

/** Rule variants of a support request; each is documented in docs/rules/stargrunt2.md. */
const supportRequestRulesSchema = z
  .strictObject({
    'request-shifts': z
      .enum(['net', 'down-then-up'])
      .default('net')
      .describe(
        'net: the bypassed levels and the chits add up before the D4/D12 limits apply; down-then-up: shift down (stopping at D4) first, then up',
      ),
    'fire-arrival': z
      .enum(['in-box-1', 'after-battle-area'])
      .default('in-box-1')
      .describe(
        'in-box-1: a fire mission comes down in the turn its counter is in box 1; after-battle-area: in the turn after it is moved into the Battle Area, as units',
      ),
    'request-die': z
      .union([z.literal(4), z.literal(6), z.literal(8), z.literal(10), z.literal(12)])
      .default(8)
      .describe(
        'the request die (sides) before the command-level and chit shifts — rulebook: CALLING FOR ARTILLERY FIRE SUPPORT, "starting with a basic die type of D8"',
      ),
    'artillery-factor-dedicated': z
      .number()
      .int()
      .min(0)
      .max(12)
      .default(0)
      .describe(
        'added to the caller LV for ARTILLERY support called by a dedicated Forward Observer — rulebook: CALLING FOR ARTILLERY FIRE SUPPORT, "+0 if called by Forward Observer dedicated to that support battery"',
      ),
    'artillery-factor': z
      .number()
      .int()
      .min(0)
      .max(12)
      .default(2)
      .describe(
        'added to the caller LV for ARTILLERY support called by anyone else — rulebook: CALLING FOR ARTILLERY FIRE SUPPORT, "otherwise +2"',
      ),
    'orbital-factor-dedicated': z
      .number()
      .int()
      .min(0)
      .max(12)
      .default(3)
      .describe(
        'added to the caller LV for ORBITAL support called by a dedicated Orbital Liaison — rulebook: CALLING FOR ARTILLERY FIRE SUPPORT, "+3 if called by dedicated Orbital Liaison element"',
      ),
    'orbital-factor': z
      .number()
      .int()
      .min(0)
      .max(12)
      .default(6)
      .describe(
        'added to the caller LV for ORBITAL support called by anyone else — rulebook: CALLING FOR ARTILLERY FIRE SUPPORT, "otherwise +6"',
      ),
    'air-factor-dedicated': z
      .number()
      .int()
      .min(0)
      .max(12)
      .default(2)
      .describe(
        'added to the caller LV for AIR support called by a dedicated Air Liaison — rulebook: REQUESTING AIR SUPPORT, "+2 with Air Liaison"',
      ),
    'air-factor': z
      .number()
      .int()
      .min(0)
      .max(12)
      .default(4)
      .describe(
        'added to the caller LV for AIR support called by anyone else — rulebook: REQUESTING AIR SUPPORT, "otherwise +4"',
      ),
    ...adeRuleFields,
  })
  .prefault({});

const chitPoolSchema = z
  .union([z.number().int().min(0).max(12), plainDieTextSchema])
  .describe('Support Request chits held: a number, or a die rolled at the start of the game (d4, d6 …)');

/** A Stargrunt II `resolve: support-request` cell: requesting off-table support and its approach on the Inbound chart. */
export const supportRequestCellSchema = z.strictObject({
  ...headerFields,
  resolve: z.literal('support-request'),
  rules: supportRequestRulesSchema,
  caller: z.strictObject({
    leadership: leadershipSchema.describe('Leadership Value of the requesting unit or officer'),
    level: z
      .enum(CALLER_LEVELS)
      .optional()
      .describe("squad | platoon | company | battalion: the caller's command level"),
    dedicated: z
      .boolean()
      .default(false)
      .describe(
        'a Forward Observer, Orbital Liaison or Air Liaison element dedicated to this support: no level shift, the lower factor',
      ),
  }),
  support: z.strictObject({
    type: z.enum(SUPPORT_TYPES).describe('artillery | orbital | air'),
    level: z
      .enum(SUPPORT_LEVELS)
      .optional()
      .describe('company | battalion | regiment | division: where the battery or asset is organised'),
    factor: z
      .number()
      .int()
      .min(0)
      .max(12)
      .optional()
      .describe("the number added to LV, when the scenario adjusts the rulebook's"),
    start_box: z
      .union([z.number().int().min(1).max(3), z.literal('random')])
      .optional()
      .describe(
        'box of the Inbound chart the counter starts in (1, 2, 3, or random: a D6 halved); default from the level',
      ),
  }),
  bypassed_levels: z
    .number()
    .int()
    .min(0)
    .max(5)
    .optional()
    .describe('command levels bypassed, when the levels do not say it'),
  chits: z
    .strictObject({
      pool: chitPoolSchema.default(0),
      per_request: z
        .number()
        .int()
        .min(0)
        .max(6)
        .default(1)
        .describe('chits committed to each request while they last'),
    })
    .default({ pool: 0, per_request: 1 }),
  requests_per_turn: z
    .number()
    .int()
    .min(1)
    .max(2)
    .default(1)
    .describe("requests made each turn until one is granted (each costs one of the caller's two actions)"),
  turns: z
    .number()
    .int()
    .min(1)
    .max(24)
    .default(12)
    .describe('game turns followed from the first request (the turn track has 12)'),
  air_defence: z
    .strictObject({
      ade: z
        .enum(Object.keys(ADE_DICE) as [AdeLevel, ...AdeLevel[]])
        .describe('none | minimal | low | moderate | high | extreme'),
      ecm: plainDieTextSchema.optional().describe("the aircraft's ECM die (default d4: no ECM suite)"),
      armour: z.number().int().min(0).max(5).describe("the aircraft's armour value: D12 × value (0: softskinned, D6)"),
      pilot: z
        .strictObject({ quality: qualitySchema, leadership: leadershipSchema })
        .describe('the pilot, for the reaction test at threat level +2'),
    })
    .optional()
    .describe('air support only: the enemy AIR DEFENCE ENVIRONMENT the craft runs before entering the table'),
});

export type SupportRequestScenarioCell = z.output<typeof supportRequestCellSchema>;
