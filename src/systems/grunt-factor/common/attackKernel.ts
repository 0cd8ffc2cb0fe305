import { layoutOffsets } from '../../../core/CounterLayout.js';
import { defineKernel, type Kernel } from '../../../core/Kernel.js';
import { refill, type UniformBuffer, uniformBuffer } from '../../../dice/uniformBuffer.js';
import type { AttackCell } from './AttackCell.js';
import { attackLayout } from './attackLayout.js';
import { d20RollUnder } from './d20RollUnder.js';

interface AttackPlan {
  attackers: number;
  shots: number;
  hitFirst: number;
  hitRest: number;
  ldRoll: boolean;
  ldFaces: number;
  ldPerShot: boolean;
  saveRolls: number;
  saveFaces: number;
  figures: number;
  oHits: number;
  oCasualties: number;
  buffer: UniformBuffer;
}

/**
 * The Monte Carlo kernel of an attack (To Hit your target, To damage your target): each attacker's LD roll
 * where needed, a d20 at or under the modified RC/CC per shot, then the damage saves of every hit.
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
    figures: cell.figures | 0,
    oHits: oHits | 0,
    oCasualties: oCasualties | 0,
    buffer: uniformBuffer(cell.attackers * (1 + cell.shots * (2 + cell.saveRolls))),
  };
  return { run: (state, trials, counters) => runAttackTrials(plan, state, trials, counters) };
}

/** The kernel module of `resolve: ranged-attack` and `resolve: close-combat` (one attack, two ways to build it). */
export default defineKernel({ layout: attackLayout, create: createAttackKernel });

/** The hot loop: every value in a local, every roll one d20RollUnder, nothing allocated per trial. */
function runAttackTrials(plan: AttackPlan, state: Uint32Array, trials: number, c: Float64Array): void {
  const attackers = plan.attackers;
  const shots = plan.shots;
  const hitFirst = plan.hitFirst;
  const hitRest = plan.hitRest;
  const ldRoll = plan.ldRoll;
  const ldFaces = plan.ldFaces;
  const ldPerShot = plan.ldPerShot;
  const saveRolls = plan.saveRolls;
  const saveFaces = plan.saveFaces;
  const figures = plan.figures;
  const oHits = plan.oHits;
  const oCasualties = plan.oCasualties;
  const buffer = plan.buffer;
  const u = buffer.values;
  let next = u.length;
  for (let trial = 0; trial < trials; trial++) {
    next = refill(buffer, state, next);
    let hits = 0;
    let unsaved = 0;
    for (let a = 0; a < attackers; a++) {
      // Fire: beyond 60 cm "a successful LD roll must be made" — once per action, or per shot (variant).
      if (ldRoll && !ldPerShot && d20RollUnder(u[next++], ldFaces) === 0) continue;
      for (let s = 0; s < shots; s++) {
        if (ldRoll && ldPerShot && d20RollUnder(u[next++], ldFaces) === 0) continue;
        if (d20RollUnder(u[next++], s === 0 ? hitFirst : hitRest) === 0) continue;
        hits++;
        // One failed save of the hit's "(xN)" is a casualty; every save is rolled all the same.
        let failed = 0;
        for (let r = 0; r < saveRolls; r++) failed |= d20RollUnder(u[next++], saveFaces) ^ 1;
        unsaved += failed;
      }
    }
    const casualties = unsaved < figures ? unsaved : figures;
    c[casualties > 0 ? 2 : hits > 0 ? 1 : 0]++;
    c[oHits + hits]++;
    c[oCasualties + casualties]++;
  }
}
