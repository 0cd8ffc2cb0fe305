import { layoutOffsets } from '../../../core/CounterLayout.js';
import { defineKernel, type Kernel } from '../../../core/Kernel.js';
import { refill, type UniformBuffer, uniformBuffer } from '../../../dice/uniformBuffer.js';
import { ATTACK, type AttackRollsPlan, attackDrawsAtMost, attackRolls } from '../steps/attackRolls.js';
import type { AttackCell } from './AttackCell.js';
import { attackLayout } from './attackLayout.js';

interface AttackPlan extends AttackRollsPlan {
  figures: number;
  oHits: number;
  oCasualties: number;
  buffer: UniformBuffer;
}

/**
 * The Monte Carlo kernel of an attack (To Hit your target, To damage your target): each attacker's LD roll
 * where needed, a d20 at or under the modified RC/CC per shot, then the damage saves of every figure each hit catches.
 * @example createAttackKernel(cell).run(createStream(1, 0).s, 10_000, counters)
 */
export function createAttackKernel(cell: AttackCell): Kernel {
  const [oHits, oCasualties] = layoutOffsets(attackLayout(cell));
  const plan: AttackPlan = {
    attackers: cell.attackers | 0,
    shots: cell.shots | 0,
    hitFirst: cell.hitFirst | 0,
    hitRest: cell.hitRest | 0,
    ldRoll: cell.ldRoll,
    ldFaces: cell.ldFaces | 0,
    ldPerShot: cell.ldPerShot,
    saveRolls: cell.saveRolls | 0,
    saveFaces: cell.saveFaces | 0,
    caught: cell.caught | 0,
    figures: cell.figures | 0,
    oHits: oHits | 0,
    oCasualties: oCasualties | 0,
    buffer: uniformBuffer(attackDrawsAtMost(cell)),
  };
  return { run: (state, trials, counters) => runAttackTrials(plan, state, trials, counters) };
}

/** The kernel module of `resolve: ranged-attack` and `resolve: close-combat` (one attack, two ways to build it). */
export default defineKernel({ layout: attackLayout, create: createAttackKernel });

/** The hot loop: every roll in the attackRolls step, nothing allocated per trial. */
function runAttackTrials(plan: AttackPlan, state: Uint32Array, trials: number, c: Float64Array): void {
  const figures = plan.figures;
  const oHits = plan.oHits;
  const oCasualties = plan.oCasualties;
  const buffer = plan.buffer;
  const out = new Int32Array(2);
  let next = buffer.values.length;
  for (let trial = 0; trial < trials; trial++) {
    next = refill(buffer, state, next);
    next = attackRolls(plan, buffer.values, next, out);
    const hits = out[ATTACK.hits];
    const unsaved = out[ATTACK.unsaved];
    const casualties = unsaved < figures ? unsaved : figures;
    c[casualties > 0 ? 2 : hits > 0 ? 1 : 0]++;
    c[oHits + hits]++;
    c[oCasualties + casualties]++;
  }
}
