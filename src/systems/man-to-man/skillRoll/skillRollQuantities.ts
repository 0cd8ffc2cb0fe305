import { type DistributionName, defineQuantities, type OutcomeName } from '../../../core/Quantities.js';

/**
 * Result names of 4.0 Combat and 4.4 Critical Hits and Critical Failures on their own: one outcome per kind of
 * roll, in the order of the roll codes (ROLL in rollTable.ts), so they add up to 1; then hits and the 3d6 total.
 */
export const skillRollQuantities = defineQuantities({
  outcomes: {
    critical_kill: 'Critical hit, target killed (3)',
    critical_double_damage: 'Critical hit, double damage (4)',
    critical_hit: 'Critical hit, automatic hit (5)',
    hit: 'Hit (6-15, under the attribute)',
    miss: 'Miss (6-15)',
    misfire: 'Misfire; close combat: automatic miss (16)',
    jam: 'Jam; close combat: weapon dropped (17)',
    bad_jam: 'Bad jam (INT −4); close combat: weapon broken; grenade explodes (18)',
  },
  distributions: { hits: 'Hits', roll: '3d6 total' },
});

export type SkillRollOutcome = OutcomeName<typeof skillRollQuantities>;
export type SkillRollDistribution = DistributionName<typeof skillRollQuantities>;
