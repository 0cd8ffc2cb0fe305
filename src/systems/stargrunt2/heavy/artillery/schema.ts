import { z } from 'zod';
import { coverSchema, customArmourSchema, leadershipSchema, plainDieTextSchema, qualitySchema } from '../../scenarioSchemas.js';

const point = z.tuple([z.number().min(-500).max(500), z.number().min(-500).max(500)]);

/** Rule variants of artillery fire; each is documented in docs/rules/stargrunt2-heavy.md. */
export const artilleryRulesSchema = z
  .strictObject({
    'burst-edge': z
      .enum(['within', 'inside'])
      .default('within')
      .describe('within: a figure exactly on the burst radius is caught; inside: only figures nearer than the radius'),
  })
  .default({ 'burst-edge': 'within' });

/** A Stargrunt II `resolve: artillery` cell: one fire mission (accuracy, deviation, salvo) on an infantry unit. */
export const artilleryCellSchema = z.strictObject({
  system: z.literal('stargrunt2'),
  resolve: z.literal('artillery'),
  title: z.string().optional(),
  description: z.string().optional(),
  trials: z.number().int().positive().optional(),
  seed: z.number().int().nonnegative().optional(),
  rules: artilleryRulesSchema,
  armour: customArmourSchema.optional(),
  delivery_systems: z
    .record(z.string(), z.number().positive().max(50))
    .optional()
    .describe('house delivery systems: name → burst radius in inches'),
  warheads: z
    .record(z.string(), z.strictObject({ infantry: plainDieTextSchema }))
    .optional()
    .describe('house warheads: name → impact die against dispersed (infantry) targets'),
  mission: z.strictObject({
    delivery: z.string().describe('delivery system: small | medium | large | very-large (burst radius 3", 4", 6", 10")'),
    warhead: z.string().default('gpe').describe('gpe | aps | aas (general purpose explosive, anti-personnel or anti-armour submunitions)'),
    rounds: z.number().int().min(1).max(12).describe('rounds in the salvo: one per weapon of the firing battery'),
    open_sights: z
      .boolean()
      .default(false)
      .describe('on-table artillery fired directly at a visible target: deviation distance not multiplied'),
  }),
  observer: z.strictObject({
    quality: qualitySchema.describe('quality of the unit that requested the fire (or of the crew, over open sights)'),
    leadership: leadershipSchema,
    specialist: z.boolean().default(false).describe('a specialised artillery observer with designation equipment'),
    sees_target: z.boolean().default(true).describe('the observer can still see the impact point'),
  }),
  aim: point.default([0, 0]).describe('the intended impact point, inches (x right, y towards 12 o\'clock)'),
  target: z
    .strictObject({
      armour: z.string().describe('an armour name: basic | partial-light | full-light | light-power | heavy-power'),
      cover: coverSchema.default('open'),
      in_position: z.boolean().default(false),
      positions: z.array(point).min(1).max(30).optional().describe('each figure\'s position in inches'),
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
    .describe('the infantry unit under the fire mission'),
});

export type ArtilleryScenarioCell = z.output<typeof artilleryCellSchema>;
