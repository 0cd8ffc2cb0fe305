import { Dist } from '../../../dice/exact/Dist.js';
import { whoIsHitFaces } from '../steps/whoIsHitDist.js';
import type { FireCell } from './FireCell.js';
import { figureGroups, groupHitEffects } from './figureArmour.js';

/** Casualties packed into one number: dead × CASUALTY_SPAN + wounded. */
export const CASUALTY_SPAN = 1000;

/**
 * Exact distribution of (dead, wounded), packed, after h potential hits, for h = 0..maxHits, each hit's effect (0
 * none, 1 wound, 2 kill) that of the figure it lands on (groupHitEffects: one for the squad, or per armour group;
 * `groupEffects` a house rule's, groupEffectDists' when absent).
 * Figures hit by the same number of faces of the "who buys the farm" die and wearing the same armour are
 * interchangeable, so the state is, per such class, how many are wounded and how many dead.
 */
export function casualtyStates(cell: FireCell, maxHits: number, groupEffects?: Dist<number>[]): Dist<number>[] {
  const classes = figureClasses(cell, groupEffects);
  const start = classes.map(() => '0,0').join('|');
  let states: Dist<string> = Dist.constant(start);
  const result = [toCasualties(states)];
  for (let h = 1; h <= maxHits; h++) {
    states = states.chain((key) => afterOneHit(key, classes, cell.repeatHitsKill));
    result.push(toCasualties(states));
  }
  return result;
}

interface FigureClass {
  /** Faces of the who-is-hit die that land on each figure of this class. */
  faces: number;
  /** Figures in the class. */
  size: number;
  /** The effect of a hit on one of them, by effect code (weights over the total common to every class). */
  effect: ReadonlyMap<number, bigint>;
}

/** Groups figures by how many faces of the who-is-hit die land on them (counting round past the last) and their armour. */
function figureClasses(cell: FireCell, groupEffects?: Dist<number>[]): FigureClass[] {
  const facesPerFigure = whoIsHitFaces(cell.figures, cell.whoDie);
  const group = figureGroups(cell);
  const effects = groupHitEffects(cell, groupEffects);
  const classes = new Map<string, FigureClass>();
  facesPerFigure.forEach((faces, f) => {
    if (faces === 0) return;
    const key = `${faces}:${group[f]}`;
    const cls = classes.get(key);
    if (cls) cls.size++;
    else classes.set(key, { faces, size: 1, effect: effects[group[f]] });
  });
  return [...classes.values()];
}

function afterOneHit(key: string, classes: FigureClass[], repeatHitsKill: boolean): Dist<string> {
  const counts = key.split('|').map((pair) => pair.split(',').map(Number));
  const outcomes: Array<[string, bigint]> = [];
  // A hit that does nothing leaves the state as it is, whichever figure it landed on.
  const none = classes.reduce((w, cls) => w + (cls.effect.get(0) ?? 0n) * BigInt(cls.faces * cls.size), 0n);
  if (none > 0n) outcomes.push([key, none]);
  for (const e of [1, 2]) {
    classes.forEach((cls, i) => {
      const weight = cls.effect.get(e);
      if (weight === undefined) return;
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
