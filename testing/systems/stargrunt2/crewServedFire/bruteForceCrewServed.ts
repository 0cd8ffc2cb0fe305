import type { CrewServedCell } from '../../../../src/systems/stargrunt2/crewServedFire/CrewServedCell.js';

/** Probabilities by name, from a plain enumeration (floating point). */
export interface CrewServedBrute {
  outcomes: number[];
  potential_hits: Map<number, number>;
  dead: Map<number, number>;
  wounded: Map<number, number>;
  weapons_disabled: Map<number, number>;
}

/** The rulebook's STEP 3 on two faces, spelt out: more than twice is a kill (2), more is a wound (1). */
function effect(impact: number, armour: number, killMultiple: number): number {
  if (impact > killMultiple * armour) return 2;
  return impact > armour ? 1 : 0;
}

/**
 * Fire at a crew-served team enumerated face by face for the tests, apart from the evaluator and the kernel's steps:
 * every range-die face, every combination of firer dice faces, the left-over die, then each hit's who-is-hit face
 * (counting round past the last member, weapons after or before the crew) and impact/armour faces; members are kept
 * in plain arrays. Keep the cells small (few potential hits).
 */
export function bruteForceCrewServed(cell: CrewServedCell): CrewServedBrute {
  const out: CrewServedBrute = {
    outcomes: [0, 0, 0],
    potential_hits: new Map(),
    dead: new Map(),
    wounded: new Map(),
    weapons_disabled: new Map(),
  };
  const add = (m: Map<number, number>, k: number, p: number) => m.set(k, (m.get(k) ?? 0) + p);
  const members = cell.figures + cell.weapons;
  const isWeapon = (place: number) => (cell.weaponsFirst ? place < cell.weapons : place >= cell.figures);
  // One hit, aggregated: P(place, effect), from the who die and both dice of that member.
  const hit: number[][] = Array.from({ length: members }, () => [0, 0, 0]);
  for (let face = 1; face <= cell.whoDie; face++) {
    const place = (face - 1) % members;
    const [imp, arm] = isWeapon(place) ? [cell.weaponImpact, cell.weaponArmour] : [cell.impact, cell.armour];
    for (let i = 1; i <= imp.sides; i++) {
      for (let a = 1; a <= arm.sides; a++) {
        hit[place][effect(i * imp.multiplier, a * arm.multiplier, cell.killMultiple ?? 2)] +=
          1 / (cell.whoDie * imp.sides * arm.sides);
      }
    }
  }
  const finish = (hits: number, state: number[], p: number) => {
    let dead = 0;
    let wounded = 0;
    let down = 0;
    state.forEach((s, place) => {
      if (isWeapon(place)) down += s === 2 ? 1 : 0;
      else if (s >= 2) dead++;
      else if (s === 1) wounded++;
    });
    add(out.potential_hits, hits, p);
    add(out.dead, dead, p);
    add(out.wounded, wounded, p);
    add(out.weapons_disabled, down, p);
  };
  const shoot = (left: number, hits: number, state: number[], p: number) => {
    if (left === 0) return finish(hits, state, p);
    for (let place = 0; place < members; place++) {
      for (let e = 0; e <= 2; e++) {
        if (hit[place][e] === 0) continue;
        const next = [...state];
        // A weapon is disabled by a KILL only; a crewman's second wound kills him.
        if (isWeapon(place)) next[place] = e === 2 ? 2 : next[place];
        else next[place] = e === 2 ? 2 : e === 1 ? Math.min(2, next[place] + 1) : next[place];
        shoot(left - 1, hits, next, p * hit[place][e]);
      }
    }
  };
  const none = new Array<number>(members).fill(0);
  if (cell.rangeDie === 0) {
    out.outcomes[0] = 1;
    finish(0, none, 1);
    return out;
  }
  const faces = (dice: number[]): number[][] =>
    dice.length === 0
      ? [[]]
      : faces(dice.slice(1)).flatMap((rest) => Array.from({ length: dice[0] }, (_, f) => [f + 1, ...rest]));
  const combos = faces(cell.firerDice);
  for (let r = 1; r <= cell.rangeDie; r++) {
    for (const roll of combos) {
      const p = 1 / (cell.rangeDie * combos.length);
      const above = roll.filter((f) => f > r).length;
      out.outcomes[Math.min(2, above)] += p;
      if (above < 2) {
        finish(0, none, p);
        continue;
      }
      const total = roll.reduce((a, b) => a + b, 0);
      const certain = Math.floor(total / cell.divisor);
      const left = total - certain * cell.divisor;
      if (left === 0 || !cell.leftoverRoll) {
        shoot(certain, certain, none, p);
        continue;
      }
      for (let f = 1; f <= cell.divisor; f++) {
        const hits = certain + (f <= left ? 1 : 0);
        shoot(hits, hits, none, p / cell.divisor);
      }
    }
  }
  return out;
}
