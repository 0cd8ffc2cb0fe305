import { Dist } from '../../../dice/exact/Dist.js';

/**
 * The exact counterpart of the ewSpoof step: 1 (jammed) or 0 over every face of the EW die and of the opposing EW
 * unit's die (`counterSides`, 0 for none), against the opponent's lowest face `lowest` that the EW die may beat.
 * @example ewSpoofDist(6, 0, 3).prob(1) // 0.5 (a 4, 5 or 6)
 */
export function ewSpoofDist(ewSides: number, counterSides: number, lowest: number): Dist<number> {
  return Dist.uniform(ewSides).chain((ew) => {
    if (ew <= lowest) return Dist.constant(0);
    if (counterSides === 0) return Dist.constant(1);
    return Dist.uniform(counterSides).map((counter) => (counter > ew ? 0 : 1));
  });
}
