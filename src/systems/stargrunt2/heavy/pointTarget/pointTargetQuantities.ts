import { type DistributionName, defineQuantities, type OutcomeName } from '../../../../core/Quantities.js';

/**
 * Result names of every shot at a point target (`point-fire` and `missile-fire`): what happened to the vehicle,
 * the hit grade and the occupants; the crew distributions (`crew_bailed_out`: 0 stayed aboard, 1 forced out by a
 * failed test) exist only in cells with a `target.crew` (see pointTargetLayout), and the `crew` chart draws them;
 * `decoyed` and `jammed` (0 no, 1 yes: the missile then counts as a `miss`) only in missile-fire cells with decoys
 * or an EW unit;
 * `off_aim` only in `point-fire` cells aimed at a part of a building (`target.building_size`).
 */
export const pointTargetQuantities = defineQuantities({
  outcomes: {
    miss: 'Miss',
    no_damage: 'Hit, no damage',
    immobilised: 'Immobilised',
    systems: 'Systems off-line',
    disabled: 'Disabled',
    destroyed: 'Destroyed',
  },
  distributions: {
    hit: 'Hit (0 failed, 1 minor, 2 major)',
    dead: 'Occupants dead',
    wounded: 'Occupants wounded',
    crew_bailed_out: 'Crew bailed out',
    crew_confidence_after: 'Crew confidence (0 CO … 4 RO)',
    decoyed: 'Missile drawn onto a decoy',
    jammed: 'Missile jammed by EW',
    off_aim:
      'Shot at a part of a building (0 on the point of aim or no shot, 1 missed it but hit the building, 2 missed the structure)',
  },
});

export type PointTargetOutcome = OutcomeName<typeof pointTargetQuantities>;
export type PointTargetDistribution = DistributionName<typeof pointTargetQuantities>;
