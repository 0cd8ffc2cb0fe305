import type { AirDefenceDice } from '../../../../src/systems/stargrunt2/steps/airDefence.js';

/**
 * A plain enumeration of one run of the ADE, written apart from the step: every face of the ADE and ECM dice, the
 * pilot's quality die, the second ADE die and the armour die, one loop each, weighted 1/(product of the sides).
 */
export function bruteForceAirDefence(air: AirDefenceDice): Record<'through' | 'aborted' | 'shot_down', number> {
  const out = { through: 0, aborted: 0, shot_down: 0 };
  const w = 1 / (air.ade * air.ecm * air.pilotSides * air.ade * air.armourSides);
  for (let a = 1; a <= air.ade; a++) {
    for (let e = 1; e <= air.ecm; e++) {
      for (let q = 1; q <= air.pilotSides; q++) {
        for (let s = 1; s <= air.ade; s++) {
          for (let r = 1; r <= air.armourSides; r++) {
            // "the ADE roll needs to BEAT the ECM score"; the pilot must exceed LV + 2; "if the ADE wins this roll".
            if (a <= e) out.through += w;
            else if (q <= air.pilotNeeded) out.aborted += w;
            else if (s > r * air.armourMultiplier) out.shot_down += w;
            else out.through += w;
          }
        }
      }
    }
  }
  return out;
}
