import type { FireExposureCell } from '../../../../src/systems/stargrunt2/fires/fireExposure/FireExposureCell.js';

/** What the brute force adds up: P(no casualty) and the three histograms, by value. */
export interface BruteForceFireExposure {
  unhurt: number;
  dead: Map<number, number>;
  wounded: Map<number, number>;
  casualties: Map<number, number>;
}

/**
 * A plain enumeration, written apart from the exact evaluator: one figure's fate walked entry by entry over every
 * fire face and armour face from the rule text ("if the fire roll beats the Armour roll then the figure will become a
 * casualty", dead above `killMultiple` times the armour as for small arms), then every tuple of the figures' fates (3^figures).
 */
export function bruteForceFireExposure(cell: FireExposureCell): BruteForceFireExposure {
  const fate = [0, 0, 0]; // unhurt, wounded, dead
  // A house armour die's listed face values, or 1..sides.
  const armourFaces = cell.armourFaces ?? Array.from({ length: cell.armourSides }, (_, k) => k + 1);
  const walk = (entry: number, w: number): void => {
    if (entry === cell.entries) {
      fate[0] += w;
      return;
    }
    for (let fire = 1; fire <= cell.fireSides; fire++) {
      for (const armour of armourFaces) {
        const wf = w / cell.fireSides / cell.armourSides;
        if (fire > cell.killMultiple * armour) fate[2] += wf;
        else if (fire > armour) fate[1] += wf;
        else walk(entry + 1, wf);
      }
    }
  };
  walk(0, 1);
  const out: BruteForceFireExposure = { unhurt: 0, dead: new Map(), wounded: new Map(), casualties: new Map() };
  const add = (map: Map<number, number>, k: number, w: number) => map.set(k, (map.get(k) ?? 0) + w);
  const tuples = (f: number, wounded: number, dead: number, w: number): void => {
    if (f === cell.figures) {
      if (wounded + dead === 0) out.unhurt += w;
      add(out.dead, dead, w);
      add(out.wounded, wounded, w);
      add(out.casualties, dead + wounded, w);
      return;
    }
    tuples(f + 1, wounded, dead, w * fate[0]);
    tuples(f + 1, wounded + 1, dead, w * fate[1]);
    tuples(f + 1, wounded, dead + 1, w * fate[2]);
  };
  tuples(0, 0, 0, 1);
  return out;
}
