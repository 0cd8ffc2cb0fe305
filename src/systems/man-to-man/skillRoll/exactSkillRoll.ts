import type { StepFunctions } from '../../../core/Kernel.js';
import { StepReturnError } from '../../../core/StepReturnError.js';
import type { Dist } from '../../../dice/exact/Dist.js';
import { skillRollExactSteps } from './skillRollSteps.js';
import { dSixes } from '../dSixes.js';
import { ROLL } from '../rollTable.js';
import type { SkillRollCell } from './SkillRollCell.js';
import type { SkillRollDistribution, SkillRollOutcome } from './skillRollQuantities.js';

/** Exact skill roll: each outcome's probability, hits (0 or 1) and the 3d6 total. */
export interface SkillRollExact {
  outcomes: Record<SkillRollOutcome, number>;
  distributions: Record<SkillRollDistribution, Float64Array>;
}

/**
 * Exact: the 216 outcomes of 3d6 (integer weights) through the outcome table, added up total by total.
 * @example exactSkillRoll({ outcomeOfRoll: outcomeOfRoll(12, 'under') }).distributions.hits[1] // 135 / 216
 */
export function exactSkillRoll(cell: SkillRollCell): SkillRollExact {
  return exactSkillRollOf(cell, dSixes(3));
}

/**
 * The roll with a house rule's exact `threeDice` twin (the book's where not replaced): its totals through the table.
 * @example exactSkillRollWith({ outcomeOfRoll: outcomeOfRoll(12, 'under') }, {}).distributions.hits[1] // 135 / 216
 */
export function exactSkillRollWith(cell: SkillRollCell, exactSteps: StepFunctions): SkillRollExact {
  const totals = skillRollExactSteps(exactSteps).threeDice();
  const keys = typeof totals?.keys === 'function' ? totals.keys() : undefined;
  if (!keys || keys.some((k) => !Number.isInteger(k) || k < 3 || k > 18)) throw new StepReturnError('threeDice (exact)', totals, 'a Dist of whole numbers from 3 to 18');
  return exactSkillRollOf(cell, totals);
}

function exactSkillRollOf(cell: SkillRollCell, totals: Dist<number>): SkillRollExact {
  // By roll code, the order of skillRollQuantities.
  const out = new Float64Array(8);
  const hits = new Float64Array(2);
  const roll = new Float64Array(19);
  for (const [total, p] of totals.entries()) {
    const o = cell.outcomeOfRoll[total];
    out[o] += p;
    hits[o <= ROLL.hit ? 1 : 0] += p;
    roll[total] += p;
  }
  return {
    outcomes: {
      critical_kill: out[ROLL.criticalKill],
      critical_double_damage: out[ROLL.criticalDoubleDamage],
      critical_hit: out[ROLL.criticalHit],
      hit: out[ROLL.hit],
      miss: out[ROLL.miss],
      misfire: out[ROLL.misfire],
      jam: out[ROLL.jam],
      bad_jam: out[ROLL.badJam],
    },
    distributions: { hits, roll },
  };
}
