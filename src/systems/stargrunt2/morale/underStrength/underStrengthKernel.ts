import type { CounterLayout } from '../../../../core/CounterLayout.js';
import { defineKernel, type Kernel } from '../../../../core/Kernel.js';
import { refill, type UniformBuffer, uniformBuffer } from '../../../../dice/uniformBuffer.js';
import { figureMissing } from '../../steps/figureMissing.js';
import { type LeaderLossPlan, leaderLoss, leaderLossPlan } from '../../steps/leaderLoss.js';
import type { UnderStrengthCell } from './UnderStrengthCell.js';
import {
  type UnderStrengthDistribution,
  type UnderStrengthOutcome,
  underStrengthQuantities,
} from './underStrengthQuantities.js';

interface Plan {
  sides: number;
  figures: number;
  supportWeapons: number;
  leadership: number;
  newLeader: LeaderLossPlan;
  buffer: UniformBuffer;
}

/**
 * Counter layout: the four outcomes, then figures_left (0..figures), support_weapons_left (0..support weapons) and
 * leadership_after (0..3).
 * @example underStrengthLayout({ sides: 10, figures: 8, supportWeapons: 1, leadership: 2 }).distributions[0] // { name: 'figures_left', size: 9 }
 */
function underStrengthLayout(cell: UnderStrengthCell): CounterLayout<UnderStrengthOutcome, UnderStrengthDistribution> {
  return underStrengthQuantities.layout({
    figures_left: cell.figures + 1,
    support_weapons_left: cell.supportWeapons + 1,
    leadership_after: 4,
  });
}

/**
 * The Monte Carlo kernel of UNDER-STRENGTH UNITS: a die per figure (the leader first, then the support weapons, then
 * the rest), and the LOSS OF UNIT LEADER D6 when the leader is missing and someone is left to lead.
 */
function createUnderStrengthKernel(cell: UnderStrengthCell): Kernel {
  const plan: Plan = {
    sides: cell.sides | 0,
    figures: cell.figures | 0,
    supportWeapons: cell.supportWeapons | 0,
    leadership: cell.leadership | 0,
    newLeader: leaderLossPlan(cell.leadership),
    buffer: uniformBuffer(cell.figures + 1),
  };
  return { run: (state, trials, c) => runUnderStrength(plan, state, trials, c) };
}

/** The kernel module of `resolve: under-strength`. */
export default defineKernel({ layout: underStrengthLayout, create: createUnderStrengthKernel });

function runUnderStrength(plan: Plan, state: Uint32Array, trials: number, c: Float64Array): void {
  const { sides, figures, supportWeapons, leadership, newLeader, buffer } = plan;
  const oFigures = 4;
  const oSupport = oFigures + figures + 1;
  const oLeadership = oSupport + supportWeapons + 1;
  const u = buffer.values;
  let next = u.length;
  for (let t = 0; t < trials; t++) {
    next = refill(buffer, state, next);
    const leaderMissing = figureMissing(sides, u, next++);
    let supportMissing = 0;
    for (let i = 0; i < supportWeapons; i++) supportMissing += figureMissing(sides, u, next++);
    let missing = leaderMissing + supportMissing;
    for (let i = 1 + supportWeapons; i < figures; i++) missing += figureMissing(sides, u, next++);
    const left = figures - missing;
    c[oFigures + left]++;
    c[oSupport + supportWeapons - supportMissing]++;
    if (leaderMissing === 0) {
      c[missing === 0 ? 0 : 1]++;
      c[oLeadership + leadership]++;
    } else if (left === 0) {
      c[3]++;
      c[oLeadership]++;
    } else {
      c[2]++;
      c[oLeadership + leaderLoss(newLeader, u, next++)]++;
    }
  }
}
