import { fillUniforms } from '../../../dice/fillUniforms.js';
import type { Kernel } from '../../LegacyKernel.js';
import type { AttackCell } from './AttackCell.js';
import { attackLayout } from './attackLayout.js';

const UNIFORM_BUFFER = 2048;

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
  uniforms: Float64Array;
  refillBelow: number;
}

/**
 * The Monte Carlo kernel of an attack (To Hit your target, To damage your target): each attacker's LD roll
 * where needed, a d20 at or under the modified RC/CC per shot, then the damage saves of every hit.
 */
export function createAttackKernel(cell: AttackCell): Kernel {
  const layout = attackLayout(cell);
  const drawsPerTrial = cell.attackers * (1 + cell.shots * (2 + cell.saveRolls));
  const size = Math.max(UNIFORM_BUFFER, 4 * drawsPerTrial);
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
    oHits: 3,
    oCasualties: (3 + cell.attackers * cell.shots + 1) | 0,
    uniforms: new Float64Array(size),
    refillBelow: (size - drawsPerTrial) | 0,
  };
  return { layout, run: (state, trials, counters) => runAttackTrials(plan, state, trials, counters) };
}

/** The hot loop: every value in a local, a face is ((u × 20) | 0) + 1, nothing allocated per trial. */
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
  const u = plan.uniforms;
  const refillBelow = plan.refillBelow;
  let next = u.length;
  for (let trial = 0; trial < trials; trial++) {
    if (next > refillBelow) {
      fillUniforms(state, u);
      next = 0;
    }
    let hits = 0;
    let unsaved = 0;
    for (let a = 0; a < attackers; a++) {
      // Fire: beyond 60 cm "a successful LD roll must be made" — once per action, or per shot (variant).
      if (ldRoll && !ldPerShot && ((u[next++] * 20) | 0) >= ldFaces) continue;
      for (let s = 0; s < shots; s++) {
        if (ldRoll && ldPerShot && ((u[next++] * 20) | 0) >= ldFaces) continue;
        const faces = s === 0 ? hitFirst : hitRest;
        if (((u[next++] * 20) | 0) >= faces) continue;
        hits++;
        let failed = 0;
        for (let r = 0; r < saveRolls; r++) failed |= (saveFaces - 1 - ((u[next++] * 20) | 0)) >>> 31;
        unsaved += failed;
      }
    }
    const casualties = unsaved < figures ? unsaved : figures;
    c[casualties > 0 ? 2 : hits > 0 ? 1 : 0]++;
    c[oHits + hits]++;
    c[oCasualties + casualties]++;
  }
}
