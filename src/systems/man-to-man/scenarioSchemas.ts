import { z } from 'zod';
import { TROOP_TYPE_NAMES } from './data/troopTypes.js';

/** Common pieces of the man-to-man scenario schemas. */

const attribute = (what: string) => z.number().min(0).max(30).optional().describe(`${what}, replacing the troop type's`);

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
        count: z.number().int().min(1).max(MOST_CHARACTERS).default(1).describe(`characters of this kind ${where} (at most ${MOST_CHARACTERS} in all)`),
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
