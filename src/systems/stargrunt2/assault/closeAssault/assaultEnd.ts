import type { UniformDraws } from '../../../../dice/uniformDraws.js';
import type { CloseAssaultOffsets } from './closeAssaultLayout.js';

/** Where a close assault's end is written in an `out` Int32Array (see assaultEnd). */
export const ASSAULT = {
  outcome: 0,
  rounds: 1,
  aDead: 2,
  aWounded: 3,
  aCaptured: 4,
  dDead: 5,
  dWounded: 6,
  dCaptured: 7,
  aConf: 8,
  dConf: 9,
  /** Follow-through tests passed (written by the caller). */
  follows: 10,
} as const;

/** Fields of an ASSAULT array. */
export const ASSAULT_FIELDS = 11;

/**
 * How one close assault ended (single or combined): the outcome and the rounds fought, then CASUALTIES IN CLOSE
 * COMBAT — a D6 for every downed figure, attackers first (1–2 dead, 3–4 wounded, 5–6 stunned; final defensive
 * fire's dead and wounded added to theirs), then defenders; the losing side's downed figures that are not dead are
 * captured — and both sides' confidence after, written into `out` (see ASSAULT). `loser`: 1 the attackers, 2 the
 * defenders, 0 no close combat. The follow-through is the caller's (its tests differ).
 * @example assaultEnd(draws, out, ATTACKER_WINS, 2, 0, 0, 1, 3, 2, 0, 1) // rolls 4 D6
 */
export function assaultEnd(
  draws: UniformDraws,
  out: Int32Array,
  outcome: number,
  rounds: number,
  fireDead: number,
  fireWounded: number,
  aDown: number,
  dDown: number,
  loser: number,
  aConf: number,
  dConf: number,
): void {
  out[ASSAULT.outcome] = outcome;
  out[ASSAULT.rounds] = rounds;
  downed(draws, out, aDown, fireDead, fireWounded, loser === 1, ASSAULT.aDead);
  downed(draws, out, dDown, 0, 0, loser === 2, ASSAULT.dDead);
  out[ASSAULT.aConf] = aConf;
  out[ASSAULT.dConf] = dConf;
  out[ASSAULT.follows] = 0;
}

/** Counts an ASSAULT array into a close-assault kernel's counters (the follow-through too). */
export function countAssault(c: Float64Array, o: CloseAssaultOffsets, out: Int32Array): void {
  c[out[ASSAULT.outcome]]++;
  c[o.rounds + out[ASSAULT.rounds]]++;
  c[o.aDead + out[ASSAULT.aDead]]++;
  c[o.aWounded + out[ASSAULT.aWounded]]++;
  c[o.aCaptured + out[ASSAULT.aCaptured]]++;
  c[o.dDead + out[ASSAULT.dDead]]++;
  c[o.dWounded + out[ASSAULT.dWounded]]++;
  c[o.dCaptured + out[ASSAULT.dCaptured]]++;
  c[o.aConf + out[ASSAULT.aConf]]++;
  c[o.dConf + out[ASSAULT.dConf]]++;
  c[o.follow + out[ASSAULT.follows]]++;
}

/** Rolls D6 for n downed figures of one side: dead, wounded and (when it lost) captured, from `at` on. */
function downed(
  draws: UniformDraws,
  out: Int32Array,
  n: number,
  fireDead: number,
  fireWounded: number,
  lost: boolean,
  at: number,
): void {
  let d = 0;
  let w = 0;
  for (let i = 0; i < n; i++) {
    const face = draws.die(6);
    if (face <= 2) d++;
    else if (face <= 4) w++;
  }
  out[at] = fireDead + d;
  out[at + 1] = fireWounded + w;
  out[at + 2] = lost ? n - d : 0;
}
