import type { CounterLayout } from '../../../../core/CounterLayout.js';
import { CREW_DISTRIBUTIONS } from './crewDistributions.js';
import type { PointTargetCell } from './PointTargetCell.js';
import {
  type PointTargetDistribution,
  type PointTargetOutcome,
  pointTargetQuantities,
} from './pointTargetQuantities.js';

const outcomeIndex = (name: PointTargetOutcome) => pointTargetQuantities.outcomes.findIndex((o) => o.name === name);

/** Index of each outcome in the counters (the quantities' order), for the hot loop and the exact evaluator. */
export const OUTCOME: Record<PointTargetOutcome, number> = {
  miss: outcomeIndex('miss'),
  no_damage: outcomeIndex('no_damage'),
  immobilised: outcomeIndex('immobilised'),
  systems: outcomeIndex('systems'),
  disabled: outcomeIndex('disabled'),
  destroyed: outcomeIndex('destroyed'),
};

/**
 * Counter layout of a shot at a point target: the six outcomes, then histograms of the hit grade
 * (0 failed, 1 minor, 2 major), occupants dead and occupants wounded (0..occupants); with a crew,
 * `crew_bailed_out` (0 stayed aboard, 1 bailed out) and `crew_confidence_after` (0 CO … 4 RO); with decoys,
 * `decoyed`, and with an EW unit, `jammed` (0 no, 1 yes); aimed at a part of a building, `off_aim` (0, 1, 2).
 * @example pointTargetLayout(cell).outcomes[0] // 'miss'
 */
export function pointTargetLayout(cell: PointTargetCell): CounterLayout<PointTargetOutcome, PointTargetDistribution> {
  const occupants = cell.occupants.length + 1;
  const layout = pointTargetQuantities.layout({
    hit: 3,
    dead: occupants,
    wounded: occupants,
    crew_bailed_out: 2,
    crew_confidence_after: 5,
    decoyed: 2,
    jammed: 2,
    off_aim: 3,
  });
  const absent = (name: PointTargetDistribution) =>
    (!cell.crew && CREW_DISTRIBUTIONS.includes(name)) ||
    (!cell.decoys && name === 'decoyed') ||
    (!cell.ew && name === 'jammed') ||
    (cell.buildingSize === undefined && name === 'off_aim');
  return { ...layout, distributions: layout.distributions.filter((d) => !absent(d.name)) };
}
