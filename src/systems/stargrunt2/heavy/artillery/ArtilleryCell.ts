import type { Die } from '../../../../dice/dieType.js';
import type { CrewTest } from '../pointTarget/PointTargetCell.js';

/** A vehicle (point target) under the fire mission: plain numbers. */
export interface ArtilleryVehicle {
  /** Centre of the vehicle, inches. */
  x: number;
  y: number;
  /** Armour die against indirect fire: D12 × the top armour class, a soft-skin's die, or D6 when open-topped. */
  armour: Die;
  /** Sides of the suspension die; 0 when a non-penetrating hit cannot damage the suspension. */
  suspension: number;
  /** Armour die sides of each occupant, one entry per figure. */
  occupants: number[];
  /** Each occupant's armour face values (null: 1..sides) where a house die is not a plain d-N; absent when none is. */
  occupantFaces?: Array<readonly number[] | null>;
  /**
   * The crew's CONFIDENCE TEST at threat level 3 (NON-PENETRATING HITS), taken once when the vehicle's
   * result over the mission is IMMOBILISED (not disabled or destroyed); absent without `crew` in the scenario.
   */
  crew?: CrewTest;
}

/**
 * One normalized artillery fire mission on an infantry unit and/or vehicles: plain data (it crosses to the worker
 * threads). Built by normalizeArtillery, read by the kernel and the exact evaluator.
 */
export interface ArtilleryCell {
  /** Sides of the accuracy die: the quality die of the requesting unit (or of the crew, over open sights). */
  accuracyDie: number;
  /** The accuracy roll must EXCEED this: LV for a specialist observer who sees the target, else 2 × LV. */
  accuracyTarget: number;
  /** Whether the D8 deviation distance is multiplied by the failed accuracy score (not over open sights). */
  multiplyDeviation: boolean;
  /** Rounds in the salvo. */
  rounds: number;
  /** Burst radius in inches. */
  radius: number;
  /** Bound on the squared distance from a burst that catches a figure (see burstLimit). */
  burstLimit: number;
  /** The aim point, inches. */
  aimX: number;
  aimY: number;
  /** Figure positions, inches. */
  xs: number[];
  ys: number[];
  /** Impact die of the warhead against infantry, after any open shift from the armour. */
  impact: Die;
  /** Armour die after cover and In Position shifts (closed at D12; the excess lowered the impact). */
  armour: Die;
  /** A KILL when the impact exceeds this many times the armour roll (parameter `kill-multiple`, the book's 2). */
  killMultiple: number;
  /** Vehicles caught by bursts roll as for a MINOR hit; empty when the scenario places none. */
  vehicles: ArtilleryVehicle[];
  /** Impact die of the warhead against point targets (a minor hit: never doubled). */
  pointImpact: Die;
  /** Impact must exceed a vehicle's armour × this to destroy it (see the destroyed-threshold variant). */
  destroyedFactor: number;
  /** Whether the suspension roll re-rolls the impact die or reuses the penetration roll's impact score. */
  suspensionImpact: 'reroll' | 'reuse';
  /** Size class of the rounds: an occupant's armour roll must exceed it (doubled when destroyed). */
  weaponSize: number;
  note?: string;
}

/**
 * The largest first-round deviation in inches: D8 × the highest failing accuracy score.
 * @example maxDeviation({ accuracyDie: 8, accuracyTarget: 2, multiplyDeviation: true }) // 16
 */
export function maxDeviation(
  cell: Pick<ArtilleryCell, 'accuracyDie' | 'accuracyTarget' | 'multiplyDeviation'>,
): number {
  return 8 * (cell.multiplyDeviation ? Math.min(cell.accuracyDie, cell.accuracyTarget) : 1);
}
