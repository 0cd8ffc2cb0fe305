import type { CounterLayout } from '../../../../core/CounterLayout.js';
import { type ArtilleryCell, maxDeviation } from './ArtilleryCell.js';
import { type ArtilleryDistribution, type ArtilleryOutcome, artilleryQuantities } from './artilleryQuantities.js';

/**
 * Per-vehicle results after the whole salvo, counted over the vehicles (each vehicle in one of
 * undamaged / disabled / destroyed, or immobilised and/or systems — a vehicle may be both), then its occupants.
 */
export const ARTILLERY_VEHICLE_DISTRIBUTIONS: readonly ArtilleryDistribution[] = [
  'vehicles_caught',
  'vehicles_undamaged',
  'vehicles_immobilised',
  'vehicles_systems',
  'vehicles_disabled',
  'vehicles_destroyed',
  'occupants_dead',
  'occupants_wounded',
];

/**
 * Counter layout of a fire mission: the three outcomes, then histograms of dead, wounded and caught
 * figures (0..figures), rounds landing within a burst radius of the aim point (0..rounds) and the first
 * round's deviation in inches (0..maxDeviation); then the vehicle histograms (0..vehicles, occupants
 * 0..occupants; a single 0 when the scenario places no vehicles); then, only when a vehicle has a crew,
 * `crews_bailed_out` (0..vehicles with a crew).
 * @example artilleryLayout(cell).distributions.map((d) => d.name).slice(0, 5) // ['dead', 'wounded', 'in_burst', 'rounds_on_aim', 'deviation']
 */
export function artilleryLayout(cell: ArtilleryCell): CounterLayout<ArtilleryOutcome, ArtilleryDistribution> {
  const figures = cell.xs.length + 1;
  const vehicles = cell.vehicles.length + 1;
  const occupants = cell.vehicles.reduce((n, v) => n + v.occupants.length, 0) + 1;
  const crews = crewCount(cell);
  const layout = artilleryQuantities.layout({
    dead: figures,
    wounded: figures,
    in_burst: figures,
    rounds_on_aim: cell.rounds + 1,
    deviation: maxDeviation(cell) + 1,
    vehicles_caught: vehicles,
    vehicles_undamaged: vehicles,
    vehicles_immobilised: vehicles,
    vehicles_systems: vehicles,
    vehicles_disabled: vehicles,
    vehicles_destroyed: vehicles,
    occupants_dead: occupants,
    occupants_wounded: occupants,
    crews_bailed_out: crews + 1,
  });
  if (crews > 0) return layout;
  return { ...layout, distributions: layout.distributions.filter((d) => d.name !== 'crews_bailed_out') };
}

/**
 * How many vehicles of the mission have a crew that tests after immobilisation.
 * @example crewCount({ vehicles: [] }) // 0
 */
export function crewCount(cell: Pick<ArtilleryCell, 'vehicles'>): number {
  return cell.vehicles.reduce((n, v) => n + (v.crew ? 1 : 0), 0);
}
