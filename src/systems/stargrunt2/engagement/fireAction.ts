import { CONFIDENCE_ABBREVIATIONS } from '../data/confidenceLevels.js';
import { fireDice } from '../fire/fireDice.js';
import { clearVolley, VOLLEY, volleyPlan } from '../fire/fireVolley.js';
import { oneArmour } from '../fire/oneArmour.js';
import { rangeBandNumber } from '../rangeDie.js';
import type { EngagementDice } from './EngagementDice.js';
import { distance, type EngagementState, type EngagementVolley, FIGURE, PANIC } from './EngagementState.js';
import { routIfRouted } from './routIfRouted.js';

/**
 * The volley unit i fires at unit j now (FIRE AGAINST DISPERSED TARGETS with the firer's standing figures and weapons,
 * the target's standing figures, range band, cover and In Position), built by the fire resolution's own fireDice the
 * first time that situation arises and kept; null when unit i has no small arm left to fire.
 */
function volleyFor(s: EngagementState, i: number, j: number): EngagementVolley | null {
  const firer = s.cell.units[i];
  const target = s.cell.units[j];
  const band = Math.min(7, rangeBandNumber(distance(s, i, j), firer.qualityDie, s.cell.edge));
  let composition = 0;
  let smallArms = 0;
  for (let g = 0; g < firer.troops.length; g++) {
    const n = s.groupHealthy[s.groupStart[i] + g];
    composition = composition * (firer.troops[g].count + 1) + n;
    if (firer.troops[g].weapon.class === 'small-arms') smallArms += n;
  }
  if (smallArms === 0) return null;
  const key = ((((composition * 13 + s.healthy[j]) * 8 + band) * 3 + s.cover[j]) * 2 + s.inPosition[j]) | 0;
  const cache = s.volleys[i * s.units + j];
  let volley = cache.get(key);
  if (volley === undefined) {
    const troops = firer.troops
      .map((t, g) => ({ count: s.groupHealthy[s.groupStart[i] + g], weapon: t.weapon }))
      .filter((t) => t.count > 0);
    const situation = {
      figures: s.healthy[j],
      ...oneArmour(s.healthy[j], target.armourSides, target.armourFaces),
      cover: (['open', 'soft', 'hard'] as const)[s.cover[j]],
      inPosition: s.inPosition[j] === 1,
      independent: false,
    };
    const cell = fireDice({ qualityDie: firer.qualityDie, troops }, situation, band, s.cell.fire);
    volley = { plan: volleyPlan(cell), cell };
    cache.set(key, volley);
  }
  return volley;
}

/** Whether unit i can fire at unit j now: it has small arms, and the range die is not beyond a D12. */
export function canFireAt(s: EngagementState, i: number, j: number): boolean {
  const volley = volleyFor(s, i, j);
  return volley !== null && volley.plan.rangeDie > 0;
}

/**
 * Unit i fires its small arms and support weapons at unit j (one action: FIRE SQUAD SMALL ARMS, including its support
 * weapons), and everything it triggers in the target, in the order of the fire-and-react resolution: the volley and
 * who buys the farm among the target's standing figures (a power-armoured casualty's own D6 at once); SUPPRESSION
 * (a marker on any suppression, up to three); LOSS OF UNIT LEADER (a marker and the second-in-command's D6);
 * the CONFIDENCE TEST the THREAT LEVEL TABLE calls for (first suppression, casualties, more casualties than survivors,
 * leader casualty, plus the untreated casualties now in the unit); PANIC for a Green unit fired on the first time.
 */
export function fireAt(s: EngagementState, dice: EngagementDice, i: number, j: number): void {
  const volley = volleyFor(s, i, j)!;
  const plan = volley.plan;
  const out = s.fired;
  dice.volley(volley, out);
  s.firedThisTurn[i] = 1;
  s.firedOnBy[j] |= 1 << i;
  const target = s.cell.units[j];
  let leaderHit = 0;
  let casualties = 0;
  if (out[VOLLEY.dead] + out[VOLLEY.wounded] > 0) {
    const start = s.figureStart[j];
    let k = 0;
    for (let f = start; f < s.figureStart[j + 1]; f++) {
      if (s.figures[f] !== FIGURE.healthy) continue;
      const hit = plan.figureState[k++];
      if (hit === 0 || !downFigure(s, dice, j, f, hit === 2)) continue;
      if (f - start === s.leaderFigure[j]) leaderHit = 1;
      casualties++;
    }
  }
  clearVolley(plan, out);
  const suppressed = out[VOLLEY.above] > 0 ? 1 : 0;
  const first = suppressed === 1 && s.suppressedBefore[j] === 0 ? 1 : 0;
  if (suppressed === 1) s.suppressedBefore[j] = 1;
  const markers = s.markers[j] + suppressed + leaderHit;
  s.markers[j] = markers > 3 ? 3 : markers;
  const lostLeadership = s.leadership[j];
  if (leaderHit === 1) newLeader(s, dice, j);
  if (s.trace) {
    s.trace(
      `    fire at ${target.id.toUpperCase()} (${distance(s, i, j).toFixed(0)}"): ${['no effect', 'suppressed only', 'effective fire'][Math.min(2, out[VOLLEY.above])]}, ` +
        `${out[VOLLEY.hits]} potential hits, ${out[VOLLEY.dead]} dead, ${out[VOLLEY.wounded]} wounded` +
        `${leaderHit ? `, the leader is down (new leader LV${s.leadership[j]})` : ''}; ${s.markers[j]} suppression marker(s)`,
    );
  }
  const events = first | (casualties > 0 ? 2 : 0) | (casualties > s.healthy[j] ? 4 : 0) | (leaderHit << 3);
  const threat = target.threat[events * (target.figures + 1) + s.untreated[j]];
  const lv = s.cell.newLeaderTests ? s.leadership[j] : lostLeadership;
  if (threat >= 0) {
    const drop = dice.confidenceTest(target.qualityDie, lv + threat, s.cell.halfOrLess);
    s.confidence[j] = Math.min(4, s.confidence[j] + drop);
    if (s.trace)
      s.trace(
        `    ${target.id.toUpperCase()} tests confidence at threat ${threat}: ${drop === 0 ? 'holds' : `drops ${drop} to ${CONFIDENCE_ABBREVIATIONS[s.confidence[j]]}`}`,
      );
  }
  // PANIC: a Green unit tests the first time it is fired on (a reaction test at threat level 0).
  if (target.panic === 1 && s.panic[j] === PANIC.atRisk) {
    s.panic[j] = dice.reactionTest(target.qualityDie, lv) === 1 ? PANIC.immune : PANIC.panicked;
    if (s.trace)
      s.trace(
        `    ${target.id.toUpperCase()} tests for panic: ${s.panic[j] === PANIC.panicked ? 'PANICS' : 'no panic'}`,
      );
  }
  routIfRouted(s, j);
}

/**
 * A figure of unit j is hit: killed, or wounded (untreated; in power armour, its own D6 at once, which may put it back
 * on its feet). Returns whether it went down.
 */
function downFigure(s: EngagementState, dice: EngagementDice, j: number, f: number, killed: boolean): boolean {
  const unit = s.cell.units[j];
  let state: number = killed ? FIGURE.dead : FIGURE.wounded;
  if (!killed && unit.powerArmour) {
    // POWER ARMOUR TROOP CASUALTIES: 1 dead, 2–4 stabilised, 5 suit disabled (out, as stabilised), 6 back in action.
    const result = dice.treatment(unit.suitOfFace);
    if (result === 2) return false;
    state = result === 0 ? FIGURE.dead : FIGURE.stabilised;
  }
  s.figures[f] = state;
  s.healthy[j]--;
  s.groupHealthy[s.groupStart[j] + unit.figureGroup[f - s.figureStart[j]]]--;
  if (state === FIGURE.dead) s.dead[j]++;
  else if (state === FIGURE.wounded) s.untreated[j]++;
  else s.stabilised[j]++;
  return true;
}

/** LOSS OF UNIT LEADER: the first figure still standing takes over, at the LV of the second-in-command's D6. */
function newLeader(s: EngagementState, dice: EngagementDice, j: number): void {
  const start = s.figureStart[j];
  let figure = -1;
  for (let f = start; f < s.figureStart[j + 1] && figure < 0; f++)
    if (s.figures[f] === FIGURE.healthy) figure = f - start;
  s.leaderFigure[j] = figure;
  s.leadership[j] = dice.leaderLoss(s.newLeader[s.leadership[j] - 1]);
}
