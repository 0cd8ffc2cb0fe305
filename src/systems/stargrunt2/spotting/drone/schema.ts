import { z } from 'zod';
import { headerFields } from '../../morale/moraleSchemas.js';
import { qualitySchema } from '../../scenarioSchemas.js';
import { counterSchema, spottingRuleFields } from '../counterSchema.js';
import { DRONE_SYSTEM_DICE, type DroneSystem } from '../data/spottingTables.js';

/** A Stargrunt II `resolve: drone` cell: DRONES — a drone spotting one counter while enemy units try to shoot it down. */
export const droneCellSchema = z.strictObject({
  ...headerFields,
  resolve: z.literal('drone'),
  rules: z
    .strictObject({
      ...spottingRuleFields,
      'drone-dice': z
        .enum(['quality-and-system', 'system-only'])
        .default('quality-and-system')
        .describe(
          "quality-and-system: the operator's quality die and the drone's system die (as sensor); system-only: the system die alone",
        ),
      'basic-system-die': z
        .union([z.literal(4), z.literal(6), z.literal(8), z.literal(10), z.literal(12)])
        .default(6)
        .describe(
          'the die (sides) of a BASIC drone system, for spotting and against shots — rulebook: DRONES, "drones may be BASIC, ENHANCED or SUPERIOR as for all battlefield electronics systems" (SENSOR TYPES TABLE: Basic Electronic Sensors D6)',
        ),
      'enhanced-system-die': z
        .union([z.literal(4), z.literal(6), z.literal(8), z.literal(10), z.literal(12)])
        .default(8)
        .describe(
          'the die (sides) of a ENHANCED drone system, for spotting and against shots — rulebook: DRONES, "drones may be BASIC, ENHANCED or SUPERIOR as for all battlefield electronics systems" (Enhanced Electronic Sensors D8)',
        ),
      'superior-system-die': z
        .union([z.literal(4), z.literal(6), z.literal(8), z.literal(10), z.literal(12)])
        .default(10)
        .describe(
          'the die (sides) of a SUPERIOR drone system, for spotting and against shots — rulebook: DRONES, "drones may be BASIC, ENHANCED or SUPERIOR as for all battlefield electronics systems" (Superior Electronic Sensors D10)',
        ),
    })
    .prefault({}),
  drone: z.strictObject({
    system: z
      .enum(Object.keys(DRONE_SYSTEM_DICE) as [DroneSystem, ...DroneSystem[]])
      .describe('basic (D6) | enhanced (D8) | superior (D10)'),
    operator: qualitySchema.describe("the operating element's quality"),
  }),
  counter: counterSchema,
  range: z.number().min(0).max(1000).describe('distance from the drone to the counter, in inches'),
  turns: z.number().int().min(1).max(12).default(3).describe('game turns the drone is followed over the counter'),
  spots_per_turn: z
    .number()
    .int()
    .min(1)
    .max(2)
    .default(2)
    .describe("SPOT actions a turn (each one of the operating element's actions)"),
  shooters: z
    .array(
      z.strictObject({
        quality: qualitySchema,
        actions: z.number().int().min(1).max(2).default(1).describe('shots a turn'),
      }),
    )
    .max(8)
    .default([])
    .describe('enemy units within one range band of the drone that shoot at it each turn'),
  enemy_first: z.boolean().default(false).describe('the enemy shoots before the drone spots in each turn'),
});

export type DroneScenarioCell = z.output<typeof droneCellSchema>;
