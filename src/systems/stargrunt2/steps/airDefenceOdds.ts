import { Dist } from '../../../dice/exact/Dist.js';
import type { AirDefenceDice } from './airDefence.js';
import { reactionTestDist } from './reactionTestDist.js';

/** What happens to an airborne unit at the ADE, by probability: it aborts, is shot down, or gets through. */
interface AirDefenceOdds {
  aborted: number;
  shotDown: number;
  through: number;
}

/**
 * EFFECTS OF THE AIR DEFENCE ENVIRONMENT, exactly (the airDefence step's counterpart): P(ADE beats ECM) × P(pilot fails LV + 2) aborts; P(ADE beats ECM)
 * × P(pilot passes) × P(a second ADE roll beats the armour score) is shot down. The second roll is made only once the
 * craft is acquired and presses on ("If the test is passed ... a second opposed roll is made").
 * @example airDefenceOdds({ ade: 6, ecm: 4, armourSides: 12, armourMultiplier: 1, pilotSides: 8, pilotNeeded: 4 }).aborted // 0.2916… (a D6 beats a D4 14/24, the Regular LV 2 pilot fails on 1–4 of the D8)
 */
export function airDefenceOdds(air: AirDefenceDice): AirDefenceOdds {
  const acquired = beats(Dist.uniform(air.ade), Dist.uniform(air.ecm));
  const pilotFails = reactionTestDist(air.pilotSides, air.pilotNeeded).prob(0);
  const kills = beats(
    Dist.uniform(air.ade),
    Dist.uniform(air.armourSides).map((face) => face * air.armourMultiplier),
  );
  const aborted = acquired * pilotFails;
  const shotDown = acquired * (1 - pilotFails) * kills;
  return { aborted, shotDown, through: 1 - aborted - shotDown };
}

/** P(the first roll EXCEEDS the second): "the ADE roll needs to BEAT the ECM score". */
function beats(first: Dist<number>, second: Dist<number>): number {
  return first.chain((a) => second.map((b) => (a > b ? 1 : 0))).prob(1);
}
