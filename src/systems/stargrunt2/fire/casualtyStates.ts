import { Dist } from '../../../dice/exact/Dist.js';
import { whoIsHitFaces } from '../steps/whoIsHitDist.js';
import type { FireCell } from './FireCell.js';

/** Casualties packed into one number: dead × CASUALTY_SPAN + wounded. */
export const CASUALTY_SPAN = 1000;

/**
 * Exact distribution of (dead, wounded), packed, after h potential hits, for h = 0..maxHits, given the
 * distribution of one hit's effect (0 none, 1 wound, 2 kill: hitEffectDist).
 * Figures hit by the same number of faces of the "who buys the farm" die are interchangeable, so the
 * state is, per such class, how many are wounded and how many dead.
 */
export function casualtyStates(
  cell: FireCell,
  effect: Dist<number>,
  maxHits: number,
): Dist<number>[] {
  const classes = figureClasses(cell);
  const start = classes.map(() => '0,0').join('|');
  let states: Dist<string> = Dist.constant(start);
  const result = [toCasualties(states)];
  for (let h = 1; h <= maxHits; h++) {
    states = states.chain((key) => afterOneHit(key, classes, effect, cell.repeatHitsKill));
    result.push(toCasualties(states));
  }
  return result;
}

interface FigureClass {
  /** Faces of the who-is-hit die that land on each figure of this class. */
  faces: number;
  /** Figures in the class. */
  size: number;
}

/** Groups figures by how many faces of the who-is-hit die land on them (counting round past the last). */
function figureClasses(cell: FireCell): FigureClass[] {
  const facesPerFigure = whoIsHitFaces(cell.figures, cell.whoDie);
  const bySize = new Map<number, number>();
  for (const faces of facesPerFigure) if (faces > 0) bySize.set(faces, (bySize.get(faces) ?? 0) + 1);
  return [...bySize].map(([faces, size]) => ({ faces, size }));
}

function afterOneHit(
  key: string,
  classes: FigureClass[],
  effect: Dist<number>,
  repeatHitsKill: boolean,
): Dist<string> {
  const counts = key.split('|').map((pair) => pair.split(',').map(Number));
  const outcomes: Array<[string, bigint]> = [];
  for (const e of effect.keys()) {
    const weight = effect.weights.get(e) ?? 0n;
    if (e === 0) {
      outcomes.push([key, weight * BigInt(sumFaces(classes))]);
      continue;
    }
    classes.forEach((cls, i) => {
      const [wounded, dead] = counts[i];
      const unhurt = cls.size - wounded - dead;
      const land = (n: number, next: [number, number]) => {
        if (n === 0) return;
        const copy = counts.map((c) => [...c]);
        copy[i] = next;
        outcomes.push([copy.map((c) => c.join(',')).join('|'), weight * BigInt(cls.faces * n)]);
      };
      const kill = e === 2;
      land(unhurt, kill ? [wounded, dead + 1] : [wounded + 1, dead]);
      land(wounded, kill || repeatHitsKill ? [wounded - 1, dead + 1] : [wounded, dead]);
      land(dead, [wounded, dead]);
    });
  }
  return Dist.fromWeights(outcomes);
}

function sumFaces(classes: FigureClass[]): number {
  return classes.reduce((n, c) => n + c.faces * c.size, 0);
}

function toCasualties(states: Dist<string>): Dist<number> {
  return states.map((key) => {
    let dead = 0;
    let wounded = 0;
    for (const pair of key.split('|')) {
      const [w, d] = pair.split(',').map(Number);
      wounded += w;
      dead += d;
    }
    return dead * CASUALTY_SPAN + wounded;
  });
}
