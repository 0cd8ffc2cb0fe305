import type { RangedAttackCell } from '../../../../src/systems/man-to-man/rangedAttack/RangedAttackCell.js';

/**
 * An independent, deliberately plain enumeration of a ranged attack for the tests: every face of every
 * die is looped over explicitly, shot by shot, in floating point, with the rulebook's words as code.
 * Returns outcome probabilities [miss, wounded, incapacitated, dead, jammed] and the hits histogram. `overrides`
 * are the scenario's rules.criticals, laid over 4.4's table as the book prints it.
 */
export function bruteForceRangedAttack(
  cell: RangedAttackCell,
  overrides: Record<string, string> = {},
): { outcomes: number[]; hits: number[] } {
  const criticals: Record<string, string> = {
    3: 'killed',
    4: 'double-damage',
    5: 'automatic-hit',
    16: 'misfire',
    17: 'jam',
    18: 'bad-jam',
    ...overrides,
  };
  const outcomes = [0, 0, 0, 0, 0];
  const hits = new Array<number>(cell.shots + 1).fill(0);
  if (!cell.possible) return { outcomes: [1, 0, 0, 0, 0], hits: [1, ...hits.slice(1)] };
  // Damage totals of the weapon's dice, by explicit loops over every face.
  const damageOf = (dice: number): Map<number, number> => {
    const totals = new Map<number, number>();
    const roll = (left: number, total: number, p: number): void => {
      if (left === 0) totals.set(total, (totals.get(total) ?? 0) + p);
      else for (let f = 1; f <= 6; f++) roll(left - 1, total + f, p / 6);
    };
    roll(dice, 0, 1);
    return totals;
  };
  const damage = damageOf(cell.damageDice);
  // A critical 4: the same dice doubled, or under roll-twice twice as many dice.
  const critical = cell.criticalRollsTwice
    ? damageOf(2 * cell.damageDice)
    : new Map([...damage].map(([d, p]) => [2 * d, p]));
  const effect = (state: number, d: number): number => {
    const str = state === 0 ? cell.limits[0] : cell.limits[1];
    let level: number;
    if (d <= str.woundMax)
      level = state >= 1 ? 2 : 1; // "if wounded already then target is incapacitated"
    else if (d <= str.incapacitateMax) level = 2;
    else level = 3;
    return Math.max(state, level);
  };
  // Shot by shot: probability of each (state, hits, jammed) after the shots so far.
  let states = new Map<string, number>([[`${cell.startState},0,0`, 1]]);
  for (let shot = 0; shot < cell.shots; shot++) {
    const next = new Map<string, number>();
    const add = (state: number, h: number, jammed: number, p: number) => {
      const key = `${state},${h},${jammed}`;
      next.set(key, (next.get(key) ?? 0) + p);
    };
    for (const [key, p] of states) {
      const [state, h, jammed] = key.split(',').map(Number);
      if (jammed && cell.jamEndsFire) {
        add(state, h, jammed, p);
        continue;
      }
      for (let a = 1; a <= 6; a++)
        for (let b = 1; b <= 6; b++)
          for (let c = 1; c <= 6; c++) {
            const r = a + b + c;
            const q = p / 216;
            const says = criticals[r] ?? 'none';
            if (says === 'jam' || says === 'bad-jam') add(state, h, 1, q);
            else if (says === 'misfire') add(state, h, jammed, q);
            else if (says === 'killed') add(3, h + 1, jammed, q);
            else if (says !== 'none' || r <= cell.highestHit) {
              for (const [d, pd] of says === 'double-damage' ? critical : damage)
                add(effect(state, d), h + 1, jammed, q * pd);
            } else add(state, h, jammed, q);
          }
    }
    states = next;
  }
  for (const [key, p] of states) {
    const [state, h, jammed] = key.split(',').map(Number);
    outcomes[h > 0 ? state : jammed ? 4 : 0] += p;
    hits[h] += p;
  }
  return { outcomes, hits };
}
