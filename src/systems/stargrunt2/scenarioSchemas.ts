import { z } from 'zod';
import { DIE_LIMITS, isListedFace, readDie } from '../../dice/faceDie.js';
import { QUALITIES } from './data/qualities.js';
import { messages } from './messages.js';

/** Common pieces of every Stargrunt II scenario schema. */

export const qualitySchema = z.enum(QUALITIES).describe('untrained | green | regular | veteran | elite');

export const leadershipSchema = z.number().int().min(1).max(3).describe('Leadership Value: 1 (inspiring) to 3 (poor)');

/** A Stargrunt II die type, optionally multiplied: d4, d6, d8, d10, d12, d12x3. */
export const dieTextSchema = z
  .string()
  .regex(/^[dD](4|6|8|10|12)([xX][1-9])?$/, 'a die type: d4, d6, d8, d10 or d12, optionally multiplied like d12x2')
  .describe('a die type: d4, d6, d8, d10 or d12 (optionally multiplied, e.g. d12x2)');

/** A plain die type without multiplier. */
export const plainDieTextSchema = z
  .string()
  .regex(/^[dD](4|6|8|10|12)$/, 'a die type: d4, d6, d8, d10 or d12')
  .describe('a die type: d4, d6, d8, d10 or d12');

/** What a house die is, for the refusals below and for editors (the JSON Schema). */
const houseDieJsonSchema = {
  anyOf: [
    { type: 'string', pattern: '^[dD][0-9]+([xX][1-9])?$' },
    {
      type: 'array',
      items: { type: 'integer', minimum: DIE_LIMITS.lowestFace, maximum: DIE_LIMITS.highestFace },
      minItems: DIE_LIMITS.minFaces,
      maxItems: DIE_LIMITS.maxFaces,
    },
  ],
};

/**
 * A die a designer gives in a house table (docs/rules/stargrunt2.md, Custom dice): any d-N within DIE_LIMITS ('d14',
 * 'd20x2') or listed faces ([0, 0, 1, 1, 2, 3]). Every refusal is located: a bad face at its own index.
 */
export const houseDieSchema = z
  .custom<string | number[]>(() => true)
  .superRefine((value, ctx) => {
    const expected = messages.houseDieExpected;
    if (Array.isArray(value)) {
      if (value.length < DIE_LIMITS.minFaces || value.length > DIE_LIMITS.maxFaces) {
        ctx.addIssue({ code: 'custom', message: messages.facesCount(value.length), params: { expected } });
      }
      value.forEach((face, i) => {
        if (!isListedFace(face))
          ctx.addIssue({
            code: 'custom',
            path: [i],
            message: messages.badFace(JSON.stringify(face)),
            params: { expected },
          });
      });
    } else if (readDie(value) === undefined) {
      ctx.addIssue({
        code: 'custom',
        message: messages.notADie(JSON.stringify(value) ?? String(value)),
        params: { expected },
      });
    }
  })
  .meta({ ...houseDieJsonSchema, description: 'a die: d-N (d14, d20, d12x2) or listed faces ([0, 0, 1, 1, 2, 3])' });

/**
 * A plain d-N a designer gives where the rules read a die by its sides alone (an opposing die): d2 to d100, no
 * multiplier, no listed faces.
 */
export const houseDieTypeSchema = z
  .string()
  .refine((text) => readDie(text)?.multiplier === 1, { message: messages.plainDieExpected })
  .describe('a die: d-N from d2 to d100 (d6, d14, d20 …)');

const smallArmDefinition = z.strictObject({
  class: z.literal('small-arms'),
  firepower: z.number().positive().max(12).describe('firepower per trooper (0.5, 1, 2, 3 …)'),
  impact: dieTextSchema,
  close_range: z.boolean().default(false).describe('only effective up to one range band'),
});

const supportWeaponDefinition = z.strictObject({
  class: z.enum(['support', 'sniper']),
  firepower: plainDieTextSchema.describe('support firepower die added to the squad roll'),
  impact: dieTextSchema,
  heavy_at_point_targets: z
    .boolean()
    .default(false)
    .describe('asterisked: doubled impact on major hits against point targets'),
});

/**
 * House weapons whose firepower and impact dice may be any die (houseDieSchema), for the resolutions that read such
 * dice: every resolution that takes house weapons (docs/rules/stargrunt2.md, Custom dice).
 */
export const houseWeaponsSchema = z
  .record(
    z.string(),
    z.discriminatedUnion('class', [
      smallArmDefinition.extend({ impact: houseDieSchema }),
      supportWeaponDefinition.extend({
        firepower: houseDieSchema.describe('support firepower die added to the squad roll'),
        impact: houseDieSchema,
      }),
    ]),
  )
  .describe(
    'house weapons, added to or replacing the generic weapons table by name; their dice may be any d-N or listed faces',
  );

/** House armour whose dice may be any die (houseDieSchema): `armour: { ablative-mesh: d14 }`. */
export const houseArmourSchema = z
  .record(z.string(), houseDieSchema)
  .describe('house armour types, added to or replacing the armour table by name; any d-N or listed faces');

/**
 * House armour worn by infantry (fire at infantry, engagements): any d-N or listed faces, but not multiplied — the
 * book multiplies only vehicles' armour (ARMOUR CLASS), and these procedures read a figure's armour as one die.
 */
export const houseInfantryArmourSchema = z
  .record(
    z.string(),
    houseDieSchema.superRefine((value, ctx) => {
      if (typeof value === 'string' && (readDie(value)?.multiplier ?? 1) > 1) {
        ctx.addIssue({
          code: 'custom',
          message: messages.multipliedInfantryArmour(value),
          params: { expected: messages.infantryArmourExpected },
        });
      }
    }),
  )
  .describe(
    'house armour types, added to or replacing the armour table by name; any d-N or listed faces, not multiplied',
  );

export const coverSchema = z.enum(['open', 'soft', 'hard']);
