import { RANGE_BAND_ENTRIES, RANGE_BAND_NAMES, type RangeBand } from '../data/rangeBands.js';
import type { RangeBands } from './ruleParameters.js';

/**
 * The range band of a distance in cm, or undefined beyond extreme range; `ends` are the bands' far ends
 * (rules.range-bands: 20, 40, 70, 110, 140 by the book). On a shared edge the default puts the distance in the
 * lower band; `upper-band` puts it in the next one.
 * @example rangeBandOf(20, 'lower-band', { 'point-blank': 20, short: 40, medium: 70, long: 110, extreme: 140 }) // 'pb'
 */
export function rangeBandOf(range: number, edge: 'lower-band' | 'upper-band', ends: RangeBands): RangeBand | undefined {
  let from = 0;
  for (const band of RANGE_BAND_NAMES) {
    const to = ends[RANGE_BAND_ENTRIES[band]];
    if (edge === 'lower-band' ? range <= to : range < to || (band === 'er' && range === to)) {
      if (range >= from) return band;
    }
    from = to;
  }
  return undefined;
}
