import { z } from 'zod';
import { fillUniforms } from '../../../dice/fillUniforms.js';
import type { CounterLayout, Kernel } from '../../LegacyKernel.js';
import type { ResolutionDefinition } from '../../ResolutionDefinition.js';
import { CRITICALS } from '../data/criticals.js';
import { highestSuccessfulRoll } from '../hitRoll.js';
import { hitRollSchema } from '../scenarioSchemas.js';
import { dSixes } from '../threeD6.js';

/**
 * 4.0 Combat and 4.4 Critical Hits and Critical Failures on their own: "Three d6 are rolled and the score
 * must be under the modified characters DEX to hit", where 3, 4 and 5 are critical hits whatever the score
 * required and 16, 17 and 18 critical failures. One outcome per kind of result; they add up to 1.
 */
export const SKILL_ROLL_OUTCOMES = [
  'critical_kill',
  'critical_double_damage',
  'critical_hit',
  'hit',
  'miss',
  'misfire',
  'jam',
  'bad_jam',
] as const;

const OUTCOME = Object.fromEntries(SKILL_ROLL_OUTCOMES.map((o, i) => [o, i])) as Record<(typeof SKILL_ROLL_OUTCOMES)[number], number>;

/** 4.4: the outcome index of each critical 3d6 total. */
const CRITICAL_OUTCOME: Record<number, number> = {
  [CRITICALS.killed]: OUTCOME.critical_kill,
  [CRITICALS.doubleDamage]: OUTCOME.critical_double_damage,
  [CRITICALS.automaticHit]: OUTCOME.critical_hit,
  [CRITICALS.misfire]: OUTCOME.misfire,
  [CRITICALS.jam]: OUTCOME.jam,
  [CRITICALS.badJam]: OUTCOME.bad_jam,
};

const schema = z.strictObject({
  system: z.literal('man-to-man'),
  resolve: z.literal('skill-roll'),
  title: z.string().optional(),
  description: z.string().optional(),
  trials: z.number().int().positive().optional(),
  seed: z.number().int().nonnegative().optional(),
  rules: z.strictObject({ 'hit-roll': hitRollSchema }).default({ 'hit-roll': 'under' }),
  attribute: z.number().min(0).max(30).describe('the attribute rolled against (DEX to hit; 2.0: 12 for every troop type), halved if wounded'),
  modifier: z.number().min(-30).max(30).default(0).describe('sum of the modifiers (4.1, 4.2) added to the attribute'),
});

/** Plain data of one roll: the outcome index of each 3d6 total 0..18 (entries 0..2 unused). */
export interface SkillRollCell {
  outcomeOfRoll: number[];
}

/**
 * The outcome index of each 3d6 total for a modified attribute: criticals first (4.4), then a hit at or
 * under the highest successful roll.
 * @example outcomeOfRoll(12, 'under')[11] // 3 (hit); [12] is 4 (miss); [5] is 2 (critical_hit)
 */
export function outcomeOfRoll(modified: number, rule: 'under' | 'equal-or-under'): number[] {
  const highest = highestSuccessfulRoll(modified, rule);
  return Array.from({ length: 19 }, (_, roll) => CRITICAL_OUTCOME[roll] ?? (roll <= highest ? OUTCOME.hit : OUTCOME.miss));
}

const HITS = new Set([OUTCOME.critical_kill, OUTCOME.critical_double_damage, OUTCOME.critical_hit, OUTCOME.hit]);

/** Layout: the eight outcomes; hits (0 or 1, criticals included); roll (the 3d6 total, 0..18). */
const layout: CounterLayout = {
  outcomes: [...SKILL_ROLL_OUTCOMES],
  distributions: [
    { name: 'hits', size: 2 },
    { name: 'roll', size: 19 },
  ],
};
const HITS_AT = SKILL_ROLL_OUTCOMES.length;
const ROLL_AT = HITS_AT + 2;

/** Monte Carlo kernel: three d6, summed, looked up. */
export function createSkillRollKernel(cell: SkillRollCell): Kernel {
  const outcomeAt = Int32Array.from(cell.outcomeOfRoll);
  const hitAt = Int32Array.from(cell.outcomeOfRoll, (o) => HITS_AT + (HITS.has(o) ? 1 : 0));
  const u = new Float64Array(2046); // three uniforms a trial, 682 trials a fill
  return {
    layout,
    run(state, trials, c) {
      let next = u.length;
      for (let t = 0; t < trials; t++) {
        if (next > u.length - 3) {
          fillUniforms(state, u);
          next = 0;
        }
        const roll = ((u[next] * 6) | 0) + ((u[next + 1] * 6) | 0) + ((u[next + 2] * 6) | 0) + 3;
        next += 3;
        c[outcomeAt[roll]]++;
        c[hitAt[roll]]++;
        c[ROLL_AT + roll]++;
      }
    },
  };
}

/** Exact: the 216 outcomes of 3d6 (integer weights) through the outcome table. */
export function exactSkillRoll(cell: SkillRollCell): Float64Array {
  const out = new Float64Array(ROLL_AT + 19);
  for (const [roll, p] of dSixes(3).entries()) {
    const o = cell.outcomeOfRoll[roll];
    out[o] += p;
    out[HITS_AT + (HITS.has(o) ? 1 : 0)] += p;
    out[ROLL_AT + roll] += p;
  }
  return out;
}

/** Man to Man `skill-roll`: 3d6 under a modified attribute with the 4.4 criticals, for reference tables. */
export const skillRollDefinition: ResolutionDefinition<SkillRollCell> = {
  system: 'man-to-man',
  resolve: 'skill-roll',
  info: {
    system: 'man-to-man',
    resolve: 'skill-roll',
    description: '3d6 under a modified attribute, with the critical hits (3, 4, 5) and critical failures (16, 17, 18) of 4.4.',
    outcomes: [
      { name: 'critical_kill', label: 'Critical hit, target killed (3)' },
      { name: 'critical_double_damage', label: 'Critical hit, double damage (4)' },
      { name: 'critical_hit', label: 'Critical hit, automatic hit (5)' },
      { name: 'hit', label: 'Hit (6-15, under the attribute)' },
      { name: 'miss', label: 'Miss (6-15)' },
      { name: 'misfire', label: 'Misfire; close combat: automatic miss (16)' },
      { name: 'jam', label: 'Jam; close combat: weapon dropped (17)' },
      { name: 'bad_jam', label: 'Bad jam (INT −4); close combat: weapon broken; grenade explodes (18)' },
    ],
    distributions: [
      { name: 'hits', label: 'Hits' },
      { name: 'roll', label: '3d6 total' },
    ],
    casualtyDistributions: [],
  },
  cellSchema: schema,
  normalize: (input) => {
    const s = input as z.output<typeof schema>;
    return { ok: true, value: { outcomeOfRoll: outcomeOfRoll(s.attribute + s.modifier, s.rules['hit-roll']) } };
  },
  kernel: 'man-to-man/skill-roll',
};
