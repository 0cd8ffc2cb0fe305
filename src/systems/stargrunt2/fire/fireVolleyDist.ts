import { Dist } from '../../../dice/exact/Dist.js';
import { opposedRollDist } from '../steps/opposedRollDist.js';
import { whoIsHitFaces } from '../steps/whoIsHitDist.js';
import { potentialHitsDist } from './exactFire.js';
import type { FireCell } from './FireCell.js';
import { figureGroups, groupHitEffects } from './figureArmour.js';
import { figureTransitions } from './figureTransitions.js';
import { maxPotentialHits } from './fireLayout.js';
import { firerDiceDists } from './firerDice.js';

/**
 * The exact counterpart of fireVolley, down to who was hit: each outcome packs min(dice above the range die, 2) +
 * 3 × the figures' states after the volley as base-3 digits (figure f's digit f: 0 unhurt, 1 wounded, 2 dead) —
 * what a caller that needs to know whether the leader fell reads (an engagement's exact chain). Every range-die face
 * against every firer die (opposedRollDist), the potential hits with the left-over roll, each hit's effect
 * (its own armour's, groupHitEffects) and every face of the who-is-hit die, hit after hit, with fireVolley's transitions (a second hit on
 * a wounded figure kills with `repeat-hits: killed`).
 * @example fireVolleyDist(cell).probWhere((k) => k % 3 === 0) // P(no effect)
 */
export function fireVolleyDist(cell: FireCell): Dist<number> {
  if (cell.rangeDie === 0) return Dist.constant(0);
  const afterHits = figureStatesAfterHits(cell);
  return opposedRollDist(firerDiceDists(cell), cell.rangeDie).chain((score) => {
    const above = score >>> 16;
    if (above < 2) return Dist.constant(above);
    return potentialHitsDist(cell, score & 0xffff)
      .chain((hits) => afterHits[hits])
      .map((states) => 2 + 3 * states);
  });
}

/** Decodes a fireVolleyDist outcome: figure f's state (0 unhurt, 1 wounded, 2 dead). */
export function volleyFigureState(outcome: number, f: number): number {
  return Math.floor(outcome / 3 ** (f + 1)) % 3;
}

/** The figures' states (base-3 code) after h potential hits, for h = 0 … the most the cell can score. */
function figureStatesAfterHits(cell: FireCell): Dist<number>[] {
  const effects = groupHitEffects(cell);
  const group = figureGroups(cell);
  const faces = whoIsHitFaces(cell.figures, cell.whoDie);
  const transition = figureTransitions(cell.repeatHitsKill);
  const oneHit = (code: number): Dist<number> => {
    const outcomes: Array<[number, bigint]> = [];
    for (const e of [0, 1, 2]) {
      faces.forEach((n, f) => {
        const w = effects[group[f]].get(e);
        if (n === 0 || w === undefined) return;
        const place = 3 ** f;
        const before = Math.floor(code / place) % 3;
        outcomes.push([code + (transition[before * 3 + e] - before) * place, w * BigInt(n)]);
      });
    }
    return Dist.fromWeights(outcomes);
  };
  const result = [Dist.constant(0)];
  for (let h = 1; h <= maxPotentialHits(cell); h++) result.push(result[h - 1].chain(oneHit));
  return result;
}
