import type { CounterLayout } from '../../../../core/CounterLayout.js';
import { CRASH_SITE_DIE, CRASH_SITE_MULTIPLIER } from '../data/aerospace.js';
import type { AntiAirFireCell } from './AntiAirFireCell.js';
import {
  type AntiAirFireDistribution,
  type AntiAirFireOutcome,
  antiAirFireQuantities,
} from './antiAirFireQuantities.js';

/** Index of each outcome in the counters (the quantities' order), for the hot loop and the exact evaluator. */
export const AA_OUTCOME = Object.fromEntries(antiAirFireQuantities.outcomes.map((o, i) => [o.name, i])) as Record<
  AntiAirFireOutcome,
  number
>;

/** The farthest a craft can come down ahead: a D12 doubled. */
export const MAX_CRASH_DISTANCE = CRASH_SITE_DIE * CRASH_SITE_MULTIPLIER;

/**
 * Counter layout: the nine outcomes, then hit (0 … 2), dead and wounded (0 … occupants) and crash_distance (0 … 24);
 * with figures near the crash site, nearby_dead and nearby_wounded (0 … figures).
 * @example antiAirFireLayout(cell).distributions[3] // { name: 'crash_distance', size: 25 }
 */
export function antiAirFireLayout(cell: AntiAirFireCell): CounterLayout<AntiAirFireOutcome, AntiAirFireDistribution> {
  const nearby = (cell.nearby?.figures ?? 0) + 1;
  const layout = antiAirFireQuantities.layout({
    hit: 3,
    dead: cell.occupants + 1,
    wounded: cell.occupants + 1,
    crash_distance: MAX_CRASH_DISTANCE + 1,
    nearby_dead: nearby,
    nearby_wounded: nearby,
  });
  // Without figures nearby the two histograms are left out, so that such cells' results stay as they were.
  return cell.nearby
    ? layout
    : { ...layout, distributions: layout.distributions.filter((d) => !d.name.startsWith('nearby_')) };
}
