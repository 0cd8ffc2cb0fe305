import type { AttackCell } from '../common/AttackCell.js';
import { d20RollUnder } from '../common/d20RollUnder.js';

/** The d20 faces of one attack: an AttackCell's, or a kernel's copy of them as small integers. */
export type AttackRollsPlan = Pick<
  AttackCell,
  | 'attackers'
  | 'shots'
  | 'hitFirst'
  | 'hitRest'
  | 'ldRoll'
  | 'ldFaces'
  | 'ldPerShot'
  | 'saveRolls'
  | 'saveFaces'
  | 'caught'
>;

/** Where attackRolls leaves its results in an `out` array. */
export const ATTACK = { hits: 0, unsaved: 1 } as const;

/**
 * One attack, every attacker's action (To Hit your target, To damage your target), for the kernels: beyond 60 cm the
 * LD roll (once per action, or per shot), a d20 at or under the modified RC/CC per shot, then the damage saves of
 * every figure each hit catches (one, or those under an explosion template; one failed save of the hit's "(xN)" is a
 * casualty; every save is rolled all the same). Reads the uniforms `u[next]` on (at most attackers × (1 + shots ×
 * (2 + saveRolls × caught))), writes hits and unsaved hits (figures) into `out` (see ATTACK) and returns the next
 * unused index.
 * @example attackRolls(plan, u, next, out) // next + the uniforms read; out[0] hits, out[1] unsaved
 */
export function attackRolls(p: AttackRollsPlan, u: Float64Array, next: number, out: Int32Array): number {
  const attackers = p.attackers;
  const shots = p.shots;
  const ldRoll = p.ldRoll;
  const ldFaces = p.ldFaces;
  const ldPerShot = p.ldPerShot;
  const saveRolls = p.saveRolls;
  const saveFaces = p.saveFaces;
  const caught = p.caught;
  let hits = 0;
  let unsaved = 0;
  for (let a = 0; a < attackers; a++) {
    // Fire: beyond 60 cm "a successful LD roll must be made" — once per action, or per shot (variant).
    if (ldRoll && !ldPerShot && d20RollUnder(u[next++], ldFaces) === 0) continue;
    for (let s = 0; s < shots; s++) {
      if (ldRoll && ldPerShot && d20RollUnder(u[next++], ldFaces) === 0) continue;
      if (d20RollUnder(u[next++], s === 0 ? p.hitFirst : p.hitRest) === 0) continue;
      hits++;
      // Every figure the hit catches (one, or those under an explosion template) saves for itself.
      let f = 0;
      do {
        let failed = 0;
        for (let r = 0; r < saveRolls; r++) failed |= d20RollUnder(u[next++], saveFaces) ^ 1;
        unsaved += failed;
      } while (++f < caught);
    }
  }
  out[0] = hits;
  out[1] = unsaved;
  return next;
}

/** The most uniforms one attack reads. */
export function attackDrawsAtMost(p: AttackRollsPlan): number {
  return p.attackers * (1 + p.shots * (2 + p.saveRolls * p.caught));
}
