import type { GroundBlastCell } from '../../../../src/systems/guns-n-grenades/groundBlast/GroundBlastCell.js';

/**
 * An independent, deliberately plain enumeration of a blast aimed at the ground for the tests: every d6 of the
 * attacker's terrain, the attacker's die, every unit's die and every re-rolled die looped over one by one, in the
 * kernel's counter layout (four outcomes, units hit 0..n, units dead 0..n). Small cases only.
 */
export function bruteForceGroundBlast(cell: GroundBlastCell): number[] {
  const n = cell.units.length;
  const out = new Array<number>(4 + 2 * (n + 1)).fill(0);
  const add = (p: number, outcome: number, hits: number, dead: number) => {
    out[outcome] += p;
    out[4 + hits] += p;
    out[4 + n + 1 + dead] += p;
  };
  /** Every combination of n dice: [faces, probability]. */
  const allDice = (count: number): Array<[number[], number]> => {
    let rows: Array<[number[], number]> = [[[], 1]];
    for (let i = 0; i < count; i++)
      rows = rows.flatMap(([f, p]) => [1, 2, 3, 4, 5, 6].map((d): [number[], number] => [[...f, d], p / 6]));
    return rows;
  };
  const tally = (p: number, hitUnits: boolean[]) => {
    let hits = 0;
    let dead = 0;
    hitUnits.forEach((hit, j) => {
      if (!hit) return;
      hits++;
      const u = cell.units[j];
      if (u.next[u.start * 4 + cell.damage] === u.dead) dead++;
    });
    add(p, hits === 0 ? 1 : dead === 0 ? 2 : 3, hits, dead);
  };
  if (!cell.canAttack) {
    add(1, 0, 0, 0);
    return out;
  }
  for (const [terrain, pt] of allDice(cell.attackerTerrain)) {
    let s = cell.attackerStart;
    for (const face of terrain) s = cell.attackerNext[s * 4 + (face <= cell.terrainHitFaces ? 1 : 0)];
    if (s === cell.attackerDead) {
      add(pt, 0, 0, 0);
      continue;
    }
    for (const [[a, ...d], p] of allDice(1 + (cell.spotDefends ? 1 : n))) {
      const beats = (atk: number, die: number, def: number, dd: number) => atk + die > def + dd;
      if (cell.spotDefends) {
        if (beats(cell.spotAtk, a, 0, d[0]) || cell.fastShot === 0)
          tally(
            pt * p,
            cell.units.map(() => beats(cell.spotAtk, a, 0, d[0])),
          );
        else
          for (const [[a2, d2], q] of allDice(2))
            tally(
              pt * p * q,
              cell.units.map(() => beats(cell.spotAtk, a2, 0, cell.fastShot === 2 ? d2 : d[0])),
            );
        continue;
      }
      const first = cell.units.map((u, j) => beats(u.atk, a, u.def, d[j]));
      if (first.some(Boolean) || cell.fastShot === 0) {
        tally(pt * p, first);
        continue;
      }
      for (const [[a2, ...d2], q] of allDice(1 + (cell.fastShot === 2 ? n : 0))) {
        tally(
          pt * p * q,
          cell.units.map((u, j) => beats(u.atk, a2, u.def, cell.fastShot === 2 ? d2[j] : d[j])),
        );
      }
    }
  }
  return out;
}
