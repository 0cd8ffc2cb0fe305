import { z } from 'zod';
import { passage } from '../rulebookPassage.js';
import { BOOK_CRITICAL_TABLE, CRITICAL_EFFECTS, type CriticalEffect, THREE_D6_TOTALS } from './data/criticals.js';
import { TROOP_TYPE_NAMES } from './data/troopTypes.js';

/** Common pieces of the man-to-man scenario schemas. */

const attribute = (what: string) =>
  z.number().min(0).max(30).optional().describe(`${what}, replacing the troop type's`);

/** A character (2.0 Basic Characters): a troop type, optional attribute overrides, wounded or not. */
export const characterFields = {
  troop: z.enum(TROOP_TYPE_NAMES).default('private').describe('private | nco | co (2.0 Basic Characters)'),
  str: attribute('STR'),
  int: attribute('INT'),
  dex: attribute('DEX'),
  ldr: attribute('LDR'),
  wounded: z.boolean().default(false).describe('already wounded: all attributes are halved (4.5)'),
};

export const hitRollSchema = z
  .enum(['under', 'equal-or-under'])
  .default('under')
  .describe('a roll succeeds strictly under the modified attribute (literal) or equal or under');

/** 4.4 "4 Critical hit, double damage": the damage total doubled (default) or the damage dice rolled twice. */
export const criticalDamageSchema = z
  .enum(['double-total', 'roll-twice'])
  .default('double-total')
  .describe('a critical 4, "double damage": the damage dice total doubled, or the damage dice rolled twice and added');

export const woundedStrSchema = z
  .enum(['halved', 'full'])
  .default('halved')
  .describe("a wounded figure's STR for later damage: halved with its other attributes (literal) or full");

/** Most characters one resolution rolls for: each is rolled for in every trial, so this bounds a trial's work. */
export const MOST_CHARACTERS = 50;

/**
 * Characters of several kinds (a troop type, overrides, wounded or not, how many of each), as an over-run or an
 * explosion meets them; `where` says where they stand.
 */
export function characterGroupsSchema(where: string) {
  return z
    .array(
      z.strictObject({
        ...characterFields,
        count: z
          .number()
          .int()
          .min(1)
          .max(MOST_CHARACTERS)
          .default(1)
          .describe(`characters of this kind ${where} (at most ${MOST_CHARACTERS} in all)`),
      }),
    )
    .min(1)
    .max(20)
    .describe(`the characters ${where}, by kind`);
}

/** How many characters the groups hold in all. */
export function characterCount(groups: ReadonlyArray<{ count: number }>): number {
  return groups.reduce((sum, g) => sum + g.count, 0);
}

/**
 * 4.4's critical table as a parameter: each 3d6 total's result whatever the score needed (killed, double-damage,
 * automatic-hit, misfire, jam, bad-jam, or none: compared with the attribute). Entries override the book's one by
 * one (`criticals: { 5: none }` makes 5 an ordinary roll); a total outside 3-18 is an error naming the nearest.
 */
export const criticalTableSchema = z
  .strictObject(
    Object.fromEntries(
      THREE_D6_TOTALS.map((total) => [
        String(total),
        z
          .enum(CRITICAL_EFFECTS)
          .default(BOOK_CRITICAL_TABLE[total] ?? 'none')
          .describe(
            `what a 3d6 roll of ${total} gives whatever the score needed ${passage('4.4 Critical Hits and Critical Failures', total <= 10 ? 'If a roll of 3-5 is scored when rolling to hit then a Critical Hit is scored' : 'If a roll of 16-18 is scored when rolling to hit then a Critical Failure results')}`,
          ),
      ]),
    ) as Record<`${(typeof THREE_D6_TOTALS)[number]}`, z.ZodDefault<z.ZodEnum<{ [K in CriticalEffect]: K }>>>,
  )
  .prefault({})
  .describe(
    `the critical table of the 3d6 roll: each total's result whatever the score needed ${passage('4.4 Critical Hits and Critical Failures', 'Roll Result')}`,
  );

/**
 * A parameter table of whole numbers (modifiers, dice, distances), each entry with the rulebook's value as its
 * default; entries override the book's one by one, an unknown entry is an error naming the nearest.
 */
export function bookNumbers<K extends string>(
  entries: Record<K, { value: number; what: string; from: string }>,
  min: number,
  max: number,
  what: string,
  section: string,
) {
  const shape = Object.fromEntries(
    Object.entries<{ value: number; what: string; from: string }>(entries).map(([key, e]) => [
      key,
      z
        .number()
        .int()
        .min(min)
        .max(max)
        .default(e.value)
        .describe(`${e.what} ${passage(section, e.from)}`),
    ]),
  ) as Record<K, z.ZodDefault<z.ZodNumber>>;
  // Every entry has a default, so {} is a full input; TypeScript cannot see that through the generic K.
  return z
    .strictObject(shape)
    .prefault({} as never)
    .describe(what);
}
