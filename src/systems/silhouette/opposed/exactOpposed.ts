import type { Dist } from '../../../dice/exact/Dist.js';
import { counterLength } from '../../LegacyKernel.js';
import { finalTotal } from '../dice/finalTotal.js';
import { rawRollDist } from '../dice/rawRollDist.js';
import { marginCode } from './marginCode.js';
import type { OpposedCell } from './OpposedCell.js';
import { opposedLayout } from './opposedLayout.js';

/**
 * Exact distribution of the margin code of one opposed test: every raw attack value against every
 * raw defense value, with integer weights.
 * @example marginCodeDist(cell).prob(0) // P(miss)
 */
export function marginCodeDist(cell: Pick<OpposedCell, 'attackDice' | 'attackModifier' | 'defenseDice' | 'defenseModifier' | 'fumbles'>): Dist<number> {
  const attack = rawRollDist(cell.attackDice, cell.fumbles).map((r) => finalTotal(r, cell.attackModifier));
  const defense = rawRollDist(cell.defenseDice, cell.fumbles).map((r) => finalTotal(r, cell.defenseModifier));
  return attack.combine(defense, marginCode);
}

/**
 * Exact evaluator of an opposed cell: P(margin code) pushed through the cell's per-margin tables.
 * Returns probabilities in the kernel's counter layout.
 */
export function exactOpposed(cell: OpposedCell): Float64Array {
  const layout = opposedLayout(cell);
  const out = new Float64Array(counterLength(layout));
  const outcomes = cell.outcomes.length;
  for (const [code, p] of marginCodeDist(cell).entries()) {
    out[cell.outcomeOf[code]] += p;
    let offset = outcomes;
    cell.distributions.forEach((d, i) => {
      out[offset + cell.valuesOf[i][code]] += p;
      offset += d.size;
    });
  }
  return out;
}
