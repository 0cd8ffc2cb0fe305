import type { CounterLayout } from '../../../LegacyKernel.js';
import { maxDeviation, type ArtilleryCell } from './ArtilleryCell.js';

export const ARTILLERY_OUTCOMES = ['no_effect', 'suppressed_only', 'effective'] as const;
export const ARTILLERY_DISTRIBUTIONS = ['dead', 'wounded', 'in_burst', 'rounds_on_aim', 'deviation'] as const;
/**
 * Per-vehicle results after the whole salvo, counted over the vehicles (each vehicle in one of
 * undamaged / disabled / destroyed, or immobilised and/or systems — a vehicle may be both), then its occupants.
 */
export const ARTILLERY_VEHICLE_DISTRIBUTIONS = [
  'vehicles_caught',
  'vehicles_undamaged',
  'vehicles_immobilised',
  'vehicles_systems',
  'vehicles_disabled',
  'vehicles_destroyed',
  'occupants_dead',
  'occupants_wounded',
] as const;
/**
 * Added after the vehicle histograms only when at least one vehicle has a `crew`: how many crews failed
 * their confidence test after immobilisation and must bail out (0..vehicles with a crew).
 */
export const ARTILLERY_CREW_DISTRIBUTIONS = ['crews_bailed_out'] as const;

/**
 * Counter layout of a fire mission: the three outcomes, then histograms of dead, wounded and caught
 * figures (0..figures), rounds landing within a burst radius of the aim point (0..rounds) and the first
 * round's deviation in inches (0..maxDeviation); then the vehicle histograms (0..vehicles, occupants
 * 0..occupants; a single 0 when the scenario places no vehicles); then, only when a vehicle has a crew,
 * `crews_bailed_out` (0..vehicles with a crew).
 * @example artilleryLayout(cell).distributions.map((d) => d.name).slice(0, 5) // ['dead', 'wounded', 'in_burst', 'rounds_on_aim', 'deviation']
 */
export function artilleryLayout(cell: ArtilleryCell): CounterLayout {
  const figures = cell.xs.length + 1;
  const crews = crewCount(cell);
  return {
    outcomes: [...ARTILLERY_OUTCOMES],
    distributions: [
      { name: 'dead', size: figures },
      { name: 'wounded', size: figures },
      { name: 'in_burst', size: figures },
      { name: 'rounds_on_aim', size: cell.rounds + 1 },
      { name: 'deviation', size: maxDeviation(cell) + 1 },
      ...ARTILLERY_VEHICLE_DISTRIBUTIONS.map((name) => ({
        name,
        size: (name.startsWith('occupants') ? cell.vehicles.reduce((n, v) => n + v.occupants.length, 0) : cell.vehicles.length) + 1,
      })),
      ...(crews > 0 ? [{ name: 'crews_bailed_out', size: crews + 1 }] : []),
    ],
  };
}

/**
 * How many vehicles of the mission have a crew that tests after immobilisation.
 * @example crewCount({ vehicles: [] }) // 0
 */
export function crewCount(cell: Pick<ArtilleryCell, 'vehicles'>): number {
  return cell.vehicles.reduce((n, v) => n + (v.crew ? 1 : 0), 0);
}
