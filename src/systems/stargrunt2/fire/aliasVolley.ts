import { type AliasTable, aliasTable } from '../../../dice/aliasTable.js';
import { Dist } from '../../../dice/exact/Dist.js';
import { opposedRollDist } from '../steps/opposedRollDist.js';
import { whoIsHitFaces } from '../steps/whoIsHitDist.js';
import { potentialHitsDist } from './exactFire.js';
import type { FireCell } from './FireCell.js';
import { figureGroups, groupEffectDists } from './figureArmour.js';
import { firerDiceDists } from './firerDice.js';

/** The hit table's values are effect × FIGURE_SPAN + figure: `value >> 8` the effect, `value & 0xff` the figure. */
const FIGURE_SPAN = 256;

/**
 * A volley of fire at infantry drawn step by step from the steps' exact distributions, one uniform per step instead of
 * a die per roll: STEPS 1 and 2 together (the opposed roll of the range die against every firer die, then the potential
 * hits with the left-over roll) from one alias table, and each hit's STEP 3 and 4 (its effect, and who buys the farm)
 * from another. The same distribution as fireVolley's dice, exactly (the tables are built from the exact twins); other
 * random numbers, so other seeded results.
 */
export interface AliasVolleyPlan {
  /** STEPS 1 and 2: 0 no effect, 1 suppressed only, 2 + h effective with h potential hits. */
  start: AliasTable;
  /** STEPS 3 and 4 of one hit: effect (0 none, 1 wound, 2 kill) × FIGURE_SPAN + the figure hit. */
  hit: AliasTable;
}

/**
 * The alias volley plan of a fire cell (whose fire is possible: `rangeDie` > 0). A volley then draws one uniform for
 * STEPS 1 and 2 and one per potential hit (the fire kernel's loop).
 * @example aliasVolleyPlan(cell).start.size // the outcomes of STEPS 1 and 2 that can happen
 */
export function aliasVolleyPlan(cell: FireCell): AliasVolleyPlan {
  const start = opposedRollDist(firerDiceDists(cell), cell.rangeDie).chain((score) => {
    const above = score >>> 16;
    return above < 2 ? Dist.constant(above) : potentialHitsDist(cell, score & 0xffff).map((h) => 2 + h);
  });
  const faces = whoIsHitFaces(cell.figures, cell.figures === 1 ? 1 : cell.whoDie);
  const dieFaces = faces.reduce((a, b) => a + b, 0);
  // The joint (effect, figure) table: who is hit, then that figure's own armour against the impact (STEP 4 before
  // STEP 3, the order mixed armour needs); with one armour, the effect times the figure as before.
  const effects = groupEffectDists(cell).map((d) => new Map(d.entries()));
  const group = figureGroups(cell);
  const hit: Array<[number, number]> = [];
  for (const effect of [0, 1, 2]) {
    faces.forEach((n, figure) => {
      const p = effects[group[figure]].get(effect);
      if (p !== undefined) hit.push([effect * FIGURE_SPAN + figure, (p * n) / dieFaces]);
    });
  }
  return {
    start: aliasTable(start.entries()),
    hit: aliasTable(hit),
  };
}
