import { layoutOffsets } from '../../../core/CounterLayout.js';
import { defineKernel, type Kernel } from '../../../core/Kernel.js';
import { refill, type UniformBuffer, uniformBuffer, uniformBufferSize } from '../../../dice/uniformBuffer.js';
import { LARGE_BUFFER_SIZE } from '../../../dice/uniformDraws.js';
import { d6Total } from '../d6Total.js';
import { type DamageLimits, DEAD, stateAfterDamage } from '../damageEffect.js';
import { ROLL, rollTable } from '../rollTable.js';
import { rollUnder, THREE_D6_DRAWS } from '../rollUnder.js';
import type { RangedAttackCell } from './RangedAttackCell.js';
import { rangedAttackLayout } from './rangedAttackLayout.js';

interface RangedAttackPlan {
  shots: number;
  /** The code of each 3d6 total against the modified DEX (4.0, 4.4). */
  table: Int8Array;
  dice: number;
  criticalRollsTwice: boolean;
  /** Damage limits while unhurt, then once wounded or worse. */
  fresh: DamageLimits;
  hurt: DamageLimits;
  startState: number;
  jamEndsFire: boolean;
  possible: boolean;
  hitsAt: number;
  buffer: UniformBuffer;
}

/**
 * The Monte Carlo kernel of a ranged attack (4.0 to 4.5): for each shot 3d6 against the modified DEX
 * with the criticals of 4.4, then the damage dice against STR (4.5); a critical 4 doubles the damage total or,
 * under `critical-damage: roll-twice`, rolls the damage dice a second time.
 */
export function createRangedAttackKernel(cell: RangedAttackCell): Kernel {
  const drawsPerTrial = cell.shots * (THREE_D6_DRAWS + (cell.criticalRollsTwice ? 2 : 1) * cell.damageDice);
  const [a, b] = cell.limits;
  const plan: RangedAttackPlan = {
    shots: cell.shots | 0,
    table: rollTable(cell.highestHit, cell.criticals),
    dice: cell.damageDice | 0,
    criticalRollsTwice: cell.criticalRollsTwice,
    fresh: { woundMax: a.woundMax | 0, incapacitateMax: a.incapacitateMax | 0 },
    hurt: { woundMax: b.woundMax | 0, incapacitateMax: b.incapacitateMax | 0 },
    startState: cell.startState | 0,
    jamEndsFire: cell.jamEndsFire,
    possible: cell.possible,
    hitsAt: layoutOffsets(rangedAttackLayout(cell))[0],
    // The size this kernel has always used (results stay byte-identical): 4096, or 4 trials' worth.
    buffer: uniformBuffer(drawsPerTrial, uniformBufferSize(drawsPerTrial, LARGE_BUFFER_SIZE)),
  };
  return { run: (state, trials, counters) => runRangedAttackTrials(plan, state, trials, counters) };
}

/** The kernel module of `resolve: ranged-attack`. */
export default defineKernel({ layout: rangedAttackLayout, create: createRangedAttackKernel });

/** The outcomes are counted by the target's final state (0 miss … 3 dead), or 4 for a jam without a hit. */
function runRangedAttackTrials(plan: RangedAttackPlan, rng: Uint32Array, trials: number, c: Float64Array): void {
  const hitsAt = plan.hitsAt;
  if (!plan.possible) {
    c[0] += trials;
    c[hitsAt] += trials;
    return;
  }
  const { shots, table, dice, criticalRollsTwice, fresh, hurt, startState, jamEndsFire, buffer } = plan;
  const u = buffer.values;
  let next = u.length;
  for (let t = 0; t < trials; t++) {
    next = refill(buffer, rng, next);
    let state = startState;
    let hits = 0;
    let jammed = 0;
    for (let s = 0; s < shots; s++) {
      const roll = rollUnder(table, u, next);
      next += THREE_D6_DRAWS;
      if (roll >= ROLL.miss) {
        if (roll >= ROLL.jam) {
          jammed = 1;
          if (jamEndsFire) break;
        }
        continue; // a miss, or 16: misfire
      }
      hits++;
      if (roll === ROLL.criticalKill) {
        state = DEAD; // critical hit: killed instantly
        continue;
      }
      let damage = d6Total(u, next, dice);
      next += dice;
      if (roll === ROLL.criticalDoubleDamage) {
        if (criticalRollsTwice) {
          damage += d6Total(u, next, dice);
          next += dice;
        } else damage *= 2;
      }
      state = stateAfterDamage(state, damage, state > 0 ? hurt : fresh);
    }
    c[hits > 0 ? state : jammed * 4]++;
    c[hitsAt + hits]++;
  }
}
