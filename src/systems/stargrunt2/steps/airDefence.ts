import { reactionTest } from './reactionTest.js';

/** The AIR DEFENCE ENVIRONMENT an airborne unit runs, as dice. */
export interface AirDefenceDice {
  /** The ADE die. */
  ade: number;
  /** The aircraft's ECM die (D4 without an ECM suite). */
  ecm: number;
  /** The aircraft's armour die: its sides, and the multiplier of its score (D12 × armour value; 1 for a D6 softskin). */
  armourSides: number;
  armourMultiplier: number;
  /** The pilot's reaction test at threat level +2: the quality die must exceed LV + 2. */
  pilotSides: number;
  pilotNeeded: number;
}

/** What the ADE does to the craft: it gets through, aborts (the pilot's nerve fails) or is shot down. */
const ADE_THROUGH = 0;
export const ADE_ABORTED = 1;
export const ADE_SHOT_DOWN = 2;

/**
 * EFFECTS OF THE AIR DEFENCE ENVIRONMENT, for the kernels: the ADE against the ECM ("the ADE roll needs to BEAT the
 * ECM score"), if acquired the pilot's reaction test (a failure aborts), then the ADE against the armour ("if the ADE
 * wins this roll, the aircraft is shot down"). Returns ADE_THROUGH, ADE_ABORTED or ADE_SHOT_DOWN.
 *
 * Contract: reads u[next] … u[next + 4] whatever happens (acquisition, ECM, pilot, shot, armour) and advances
 * nothing: the caller adds 5 to `next`.
 * @example airDefence({ ade: 6, ecm: 4, armourSides: 12, armourMultiplier: 1, pilotSides: 8, pilotNeeded: 4 }, Float64Array.of(0.99, 0, 0.99, 0.99, 0), 0) // 2
 */
export function airDefence(air: AirDefenceDice, u: Float64Array, next: number): number {
  const ade = air.ade;
  const acquire = ((u[next] * ade) | 0) + 1;
  const ecm = ((u[next + 1] * air.ecm) | 0) + 1;
  if (acquire <= ecm) return ADE_THROUGH;
  if (reactionTest(air.pilotSides, air.pilotNeeded, u, next + 2) === 0) return ADE_ABORTED;
  const shot = ((u[next + 3] * ade) | 0) + 1;
  const armour = (((u[next + 4] * air.armourSides) | 0) + 1) * air.armourMultiplier;
  return shot > armour ? ADE_SHOT_DOWN : ADE_THROUGH;
}
