import type { TroopDropCell } from '../../../../src/systems/stargrunt2/aerospace/troopDrop/TroopDropCell.js';

/** What the brute force adds up: outcomes, and injured / lost / farthest by value. */
export interface BruteForceTroopDrop {
  outcomes: Record<string, number>;
  injured: Map<number, number>;
  lost: Map<number, number>;
  farthest: Map<number, number>;
}

/**
 * A plain enumeration of a troop drop, written apart from the evaluator: every face of every man's dice, man after
 * man (the D10 and, past the clearing, the quality die; or the quality die of a hover drop), the whole unit's rolls
 * walked together, each path weighted by the product of 1/sides. Small units only (figures ≤ 3).
 */
export function bruteForceTroopDrop(cell: TroopDropCell): BruteForceTroopDrop {
  const out: BruteForceTroopDrop = { outcomes: {}, injured: new Map(), lost: new Map(), farthest: new Map() };
  const add = (m: Map<number, number>, k: number, w: number) => m.set(k, (m.get(k) ?? 0) + w);
  const end = (outcome: string, injured: number, lost: number, farthest: number, w: number) => {
    out.outcomes[outcome] = (out.outcomes[outcome] ?? 0) + w;
    add(out.injured, injured, w);
    add(out.lost, lost, w);
    add(out.farthest, farthest, w);
  };
  if (cell.method === 'landing') {
    if (cell.atMost === 0) return (end('unharmed', 0, 0, 0, 1), out);
    for (let q = 1; q <= cell.qualitySides; q++)
      end(q <= cell.atMost ? 'craft_stranded' : 'unharmed', 0, 0, 0, 1 / cell.qualitySides);
    return out;
  }
  const man = (k: number, injured: number, lost: number, farthest: number, w: number): void => {
    if (k === cell.figures) return end(injured + lost > 0 ? 'casualties' : 'unharmed', injured, lost, farthest, w);
    if (cell.method === 'hover') {
      for (let q = 1; q <= cell.qualitySides; q++)
        man(k + 1, injured + (q <= cell.atMost ? 1 : 0), lost, farthest, w / cell.qualitySides);
      return;
    }
    for (let d = 1; d <= 10; d++) {
      const distance = d * cell.scatterMultiplier;
      const safe = () => man(k + 1, injured + (d === 1 ? 1 : 0), lost, Math.max(farthest, distance), w / 10);
      if (distance <= cell.clearingRadius || cell.lostAtMost === 0) {
        safe();
        continue;
      }
      for (let q = 1; q <= cell.qualitySides; q++) {
        if (q <= cell.lostAtMost) man(k + 1, injured, lost + 1, farthest, w / 10 / cell.qualitySides);
        else man(k + 1, injured + (d === 1 ? 1 : 0), lost, Math.max(farthest, distance), w / 10 / cell.qualitySides);
      }
    }
  };
  man(0, 0, 0, 0, 1);
  return out;
}
