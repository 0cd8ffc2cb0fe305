import { ExactIntractableError } from '../../../core/ExactIntractableError.js';
import { Dist } from '../../../dice/exact/Dist.js';
import { potentialHitsDist } from '../fire/exactFire.js';
import { figureTransitions } from '../fire/figureTransitions.js';
import { maxPotentialHits } from '../fire/fireLayout.js';
import { firerDiceDists } from '../fire/firerDice.js';
import { impactVsArmourDist } from '../steps/impactVsArmourDist.js';
import { opposedRollDist } from '../steps/opposedRollDist.js';
import { whoIsHitFaces } from '../steps/whoIsHitDist.js';
import { type CrewServedCell, memberAt } from './CrewServedCell.js';
import type { CrewServedDistribution, CrewServedOutcome } from './crewServedQuantities.js';

/** Exact fire at a crew-served team: each outcome's probability and each distribution. */
interface CrewServedExact {
  outcomes: Record<CrewServedOutcome, number>;
  distributions: Record<CrewServedDistribution, Dist<number>>;
}

/** The most members (crew + weapons) whose states the exact evaluator follows one by one. */
const CREW_SERVED_EXACT_MEMBERS = 10;

/**
 * Exact evaluator of fire at a crew-served weapon team: every range-die face against every firer die
 * (opposedRollDist), the potential hits, then hit after hit every face of the who-is-hit die over crew and weapons and
 * every impact/armour pair of that member (impactVsArmourDist: the crew's armour, or the weapon's D8). The state is
 * each crewman's (0 unhurt, 1 wounded, 2 dead: a base-3 digit) and each weapon's (disabled: a bit above them).
 * @example exactCrewServed(cell).distributions.weapons_disabled // [P(none), P(one) …]
 */
export function exactCrewServed(cell: CrewServedCell): CrewServedExact {
  if (cell.figures + cell.weapons > CREW_SERVED_EXACT_MEMBERS) {
    throw new ExactIntractableError(
      `exact crew-served fire follows at most ${CREW_SERVED_EXACT_MEMBERS} members (crew and weapons)`,
    );
  }
  const weaponBase = 3 ** cell.figures;
  const count = (code: number) => {
    let dead = 0;
    let wounded = 0;
    for (let f = 0; f < cell.figures; f++) {
      const s = Math.floor(code / 3 ** f) % 3;
      dead += s >> 1;
      wounded += s & 1;
    }
    const weapons = Math.floor(code / weaponBase);
    let disabled = 0;
    for (let w = 0; w < cell.weapons; w++) disabled += (weapons >> w) & 1;
    return { dead, wounded, disabled };
  };
  const states = statesAfterHits(cell, weaponBase);
  // Each trial as (potential hits, state code); code −1 − above for fire that was not effective.
  const trial: Dist<string> =
    cell.rangeDie === 0
      ? Dist.constant('0|0|0')
      : opposedRollDist(firerDiceDists(cell), cell.rangeDie).chain((score) => {
          const above = score >>> 16;
          if (above < 2) return Dist.constant(`${above}|0|0`);
          return potentialHitsDist(cell, score & 0xffff).chain((h) => states[h].map((code) => `2|${h}|${code}`));
        });
  const parts = (key: string) => key.split('|').map(Number);
  const outcome = (o: number) => trial.probWhere((k) => parts(k)[0] === o);
  const of = (f: (hits: number, code: number) => number) => trial.map((k) => f(parts(k)[1], parts(k)[2]));
  return {
    outcomes: { no_effect: outcome(0), suppressed_only: outcome(1), effective: outcome(2) },
    distributions: {
      potential_hits: of((h) => h),
      dead: of((_, code) => count(code).dead),
      wounded: of((_, code) => count(code).wounded),
      casualties: of((_, code) => count(code).dead + count(code).wounded),
      weapons_disabled: of((_, code) => count(code).disabled),
    },
  };
}

/** The members' states (code) after h potential hits, for h = 0 … the most the cell can score. */
function statesAfterHits(cell: CrewServedCell, weaponBase: number): Dist<number>[] {
  const crewDist = impactVsArmourDist(cell.impact, cell.armour, cell.killMultiple).weights;
  const weaponDist = impactVsArmourDist(cell.weaponImpact, cell.weaponArmour, cell.killMultiple).weights;
  // Integer weights of the two effect distributions over a common total (each scaled by the other's total).
  const total = (w: ReadonlyMap<number, bigint>) => [...w.values()].reduce((a, b) => a + b, 0n);
  const scaled = (w: ReadonlyMap<number, bigint>, by: bigint) => [...w].map(([e, x]): [number, bigint] => [e, x * by]);
  const crewEffect = scaled(crewDist, total(weaponDist));
  const weaponEffect = scaled(weaponDist, total(crewDist));
  const faces = whoIsHitFaces(cell.figures + cell.weapons, cell.whoDie);
  const transition = figureTransitions(true); // a second wound kills a crew member
  const oneHit = (code: number): Dist<number> => {
    const outcomes: Array<[number, bigint]> = [];
    faces.forEach((n, place) => {
      if (n === 0) return;
      const member = memberAt(cell, place);
      if (member >= 0) {
        const bit = weaponBase * 2 ** member;
        const down = Math.floor(code / bit) % 2 === 1;
        for (const [e, w] of weaponEffect) outcomes.push([e === 2 && !down ? code + bit : code, w * BigInt(n)]);
        return;
      }
      const digit = 3 ** (-1 - member);
      const before = Math.floor(code / digit) % 3;
      for (const [e, w] of crewEffect)
        outcomes.push([code + (transition[before * 3 + e] - before) * digit, w * BigInt(n)]);
    });
    return Dist.fromWeights(outcomes);
  };
  const result = [Dist.constant(0)];
  for (let h = 1; h <= maxPotentialHits(cell); h++) result.push(result[h - 1].chain(oneHit));
  return result;
}
