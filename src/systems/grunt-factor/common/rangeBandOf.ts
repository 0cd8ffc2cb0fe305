import { RANGE_BANDS, type RangeBand } from '../data/rangeBands.js';

/**
 * The range band of a distance in cm, or undefined beyond 140 cm. On a shared edge (20, 40, 70, 110)
 * the default puts the distance in the lower band; `upper-band` puts it in the next one.
 * @example rangeBandOf(20, 'lower-band') // 'pb'
 */
export function rangeBandOf(range: number, edge: 'lower-band' | 'upper-band'): RangeBand | undefined {
  for (const { band, from, to } of RANGE_BANDS) {
    if (edge === 'lower-band' ? range <= to : range < to || (to === 140 && range === 140)) {
      if (range >= from) return band;
    }
  }
  return undefined;
}
