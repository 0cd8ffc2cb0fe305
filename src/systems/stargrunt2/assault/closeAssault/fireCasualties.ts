import { CASUALTY_SPAN, casualtyStates } from '../../fire/casualtyStates.js';
import { exactFire } from '../../fire/exactFire.js';
import type { FireCell } from '../../fire/FireCell.js';
import { maxPotentialHits } from '../../fire/fireLayout.js';

/**
 * Exact joint distribution of (dead, wounded) from one action of fire at infantry, the fire resolution's own
 * exact evaluator giving the potential hits and its casualty states the figures hit. FINAL DEFENSIVE FIRE has "no
 * normal SUPPRESSION result": only these casualties matter. Keys are dead × CASUALTY_SPAN + wounded.
 * @example fireCasualties(cell).get(0) // P(no casualty)
 */
export function fireCasualties(cell: FireCell): Map<number, number> {
  const out = new Map<number, number>();
  if (cell.rangeDie === 0) return out.set(0, 1);
  const hits = exactFire(cell).distributions.potential_hits;
  const maxHits = maxPotentialHits(cell);
  const states = casualtyStates(cell, maxHits);
  for (let h = 0; h <= maxHits; h++) {
    const ph = hits.prob(h);
    if (ph === 0) continue;
    for (const [key, p] of states[h].entries()) out.set(key, (out.get(key) ?? 0) + ph * p);
  }
  return out;
}

/** Unpacks a key of fireCasualties. */
export function deadAndWounded(key: number): [number, number] {
  return [Math.floor(key / CASUALTY_SPAN), key % CASUALTY_SPAN];
}
