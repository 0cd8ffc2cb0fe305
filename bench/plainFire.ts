import type { FireCell } from '../src/systems/stargrunt2/fire/FireCell.js';

/**
 * A plain, straightforward fire-at-infantry resolution for the benchmark's comparison: Math.random,
 * arrays and objects built per trial, written the way one would first write it from the rulebook.
 * It is not used anywhere else. `draws` counts the random numbers it used.
 */
export function createPlainFire(cell: FireCell) {
  let draws = 0;
  const roll = (sides: number) => {
    draws++;
    return Math.floor(Math.random() * sides) + 1;
  };
  function resolve() {
    const rangeRoll = roll(cell.rangeDie);
    const firerRolls = cell.firerDice.map((die) => ({ die, score: roll(die) }));
    const beating = firerRolls.filter((r) => r.score > rangeRoll);
    const result = { outcome: 'no_effect', potentialHits: 0, wounds: 0, kills: 0, dead: 0, wounded: 0 };
    if (beating.length === 0) return result;
    result.outcome = 'suppressed_only';
    if (beating.length === 1) return result;
    result.outcome = 'effective';
    const total = firerRolls.reduce((sum, r) => sum + r.score, 0);
    let potentialHits = Math.floor(total / cell.divisor);
    const leftOver = total % cell.divisor;
    if (leftOver > 0 && cell.leftoverRoll && roll(cell.divisor) <= leftOver) potentialHits++;
    result.potentialHits = potentialHits;
    const squad = Array.from({ length: cell.figures }, () => ({ wounds: 0, dead: false }));
    for (let i = 0; i < potentialHits; i++) {
      let effect: 'none' | 'wound' | 'kill' = 'wound';
      if (cell.casualties === 'standard') {
        const impact = roll(cell.impact.sides) * cell.impact.multiplier;
        const armour = roll(cell.armour.sides) * cell.armour.multiplier;
        effect = impact > 2 * armour ? 'kill' : impact > armour ? 'wound' : 'none';
      }
      if (effect === 'none') continue;
      if (effect === 'kill') result.kills++;
      else result.wounds++;
      const victim = squad[cell.figures === 1 ? 0 : (roll(cell.whoDie) - 1) % cell.figures];
      if (effect === 'kill') victim.dead = true;
      else {
        victim.wounds++;
        if (victim.wounds >= 2 && cell.repeatHitsKill) victim.dead = true;
      }
    }
    result.dead = squad.filter((f) => f.dead).length;
    result.wounded = squad.filter((f) => !f.dead && f.wounds > 0).length;
    return result;
  }
  return {
    resolve,
    get draws() {
      return draws;
    },
  };
}
