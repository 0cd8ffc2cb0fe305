import type { UniformDraws } from '../../../../dice/uniformDraws.js';
import type { CloseAssaultOffsets } from './closeAssaultLayout.js';

/**
 * Counts how one trial of a close assault ended (single or combined): the outcome, the rounds fought, then
 * CASUALTIES IN CLOSE COMBAT — a D6 for every downed figure, attackers first (1–2 dead, 3–4 wounded, 5–6
 * stunned; final defensive fire's dead and wounded added to theirs), then defenders; the losing side's
 * downed figures that are not dead are captured — and both sides' confidence after. `loser`: 1 the attackers,
 * 2 the defenders, 0 no close combat. The follow-through count is the caller's (the tests differ).
 * @example countAssaultEnd(draws, c, o, ATTACKER_WINS, 2, 0, 0, 1, 3, 2, 0, 1) // rolls 4 D6
 */
export function countAssaultEnd(
  draws: UniformDraws, c: Float64Array, o: CloseAssaultOffsets, outcome: number, rounds: number, fireDead: number,
  fireWounded: number, aDown: number, dDown: number, loser: number, aConf: number, dConf: number,
): void {
  c[outcome]++;
  c[o.rounds + rounds]++;
  countCasualties(draws, c, aDown, fireDead, fireWounded, loser === 1, o.aDead, o.aWounded, o.aCaptured);
  countCasualties(draws, c, dDown, 0, 0, loser === 2, o.dDead, o.dWounded, o.dCaptured);
  c[o.aConf + aConf]++;
  c[o.dConf + dConf]++;
}

/** Rolls D6 for n downed figures of one side and counts dead, wounded and (when it lost) captured. */
function countCasualties(
  draws: UniformDraws, c: Float64Array, n: number, fireDead: number, fireWounded: number, lost: boolean,
  dead: number, wounded: number, captured: number,
): void {
  let d = 0;
  let w = 0;
  for (let i = 0; i < n; i++) {
    const face = draws.die(6);
    if (face <= 2) d++;
    else if (face <= 4) w++;
  }
  c[dead + fireDead + d]++;
  c[wounded + fireWounded + w]++;
  c[captured + (lost ? n - d : 0)]++;
}
