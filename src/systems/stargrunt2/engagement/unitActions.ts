import { CONFIDENCE_ABBREVIATIONS } from '../data/confidenceLevels.js';
import type { EngagementDice } from './EngagementDice.js';
import { distance, type EngagementState, FIGURE, PANIC, present } from './EngagementState.js';

/**
 * The leader's action REMOVE SUPPRESSION: the quality die must exceed his LV; a failed roll is an action lost.
 * @example removeSuppression(state, dice, 0) // state.markers[0] one lower on a success
 */
export function removeSuppression(s: EngagementState, dice: EngagementDice, i: number): void {
  const unit = s.cell.units[i];
  const removed = dice.suppressionRemoval(unit.qualityDie, s.leadership[i]);
  s.markers[i] -= removed;
  if (removed === 0) s.actionsLost[i]++;
  if (s.trace) s.trace(`    removes suppression: ${removed ? `done (${s.markers[i]} left)` : 'fails'}`);
}

/**
 * A panicked unit's whole activation: the attempt to remove the PANIC marker (a reaction test at TL 0; a 1 also loses
 * a confidence level). Both actions count as lost.
 */
export function removePanic(s: EngagementState, dice: EngagementDice, i: number): void {
  const unit = s.cell.units[i];
  const result = dice.panicRemoval(unit.qualityDie, s.leadership[i]);
  if (result === 0) s.panic[i] = PANIC.immune;
  if (result === 2) s.confidence[i] = Math.min(4, s.confidence[i] + 1);
  s.actionsLost[i] += 2;
  if (s.trace)
    s.trace(
      `    tries to shake off its PANIC: ${result === 0 ? 'done' : result === 2 ? `fails on a 1, drops to ${CONFIDENCE_ABBREVIATIONS[s.confidence[i]]}` : 'fails'}`,
    );
}

/** The nearest enemy unit still present, or -1. */
export function nearestEnemy(s: EngagementState, i: number): number {
  const side = s.cell.units[i].side;
  let best = -1;
  for (let j = 0; j < s.units; j++) {
    if (s.cell.units[j].side === side || !present(s, j)) continue;
    if (best < 0 || distance(s, i, j) < distance(s, i, best)) best = j;
  }
  return best;
}

/**
 * MOVE towards the enemy (NORMAL MOVEMENT: up to the base mobility), never closer than 1" to an enemy unit. A
 * SHAKEN unit must first pass a REACTION TEST at TL 2 ("SHAKEN Unit attempts to leave cover and advance"), and a unit
 * In Position at TL 2 ("attempts to MOVE without removing IP marker first"); a failed test loses the action. The
 * unit ends in the open, no longer In Position. Returns whether it moved.
 */
export function advance(s: EngagementState, dice: EngagementDice, i: number): boolean {
  const unit = s.cell.units[i];
  const threat = s.confidence[i] === 2 || s.inPosition[i] === 1 ? 2 : -1;
  if (threat >= 0 && dice.reactionTest(unit.qualityDie, s.leadership[i] + threat) === 0) {
    s.actionsLost[i]++;
    if (s.trace) s.trace('    will not advance (reaction test failed)');
    return false;
  }
  const nearest = nearestEnemy(s, i);
  const room = nearest < 0 ? unit.move : distance(s, i, nearest) - 1;
  const step = room < unit.move ? (room > 0 ? room : 0) : unit.move;
  s.advance[i] += step;
  s.cover[i] = 0;
  s.inPosition[i] = 0;
  if (s.trace) s.trace(`    advances ${step.toFixed(0)}" into the open`);
  return true;
}

/** MOVE away from the enemy (up to the base mobility), into the open; `toCover`: it then counts as in soft cover. */
export function withdraw(s: EngagementState, i: number, toCover: boolean): void {
  s.advance[i] -= s.cell.units[i].move;
  s.cover[i] = toCover ? 1 : 0;
  s.inPosition[i] = 0;
  if (s.trace) s.trace(`    falls back ${s.cell.units[i].move}"${toCover ? ' to cover' : ''}`);
}

/**
 * REORGANISE with MEDICAL TREATMENT: a D6 for every untreated casualty (+1 with a medic): 1–2 dead, 3–5 stabilised,
 * 6 back in action.
 */
export function reorganise(s: EngagementState, dice: EngagementDice, i: number): void {
  const unit = s.cell.units[i];
  let back = 0;
  let died = 0;
  for (let f = s.figureStart[i]; f < s.figureStart[i + 1]; f++) {
    if (s.figures[f] !== FIGURE.wounded) continue;
    const result = dice.treatment(unit.treatmentOfFace);
    s.untreated[i]--;
    if (result === 0) {
      s.figures[f] = FIGURE.dead;
      s.dead[i]++;
      died++;
    } else if (result === 1) {
      s.figures[f] = FIGURE.stabilised;
      s.stabilised[i]++;
    } else {
      s.figures[f] = FIGURE.healthy;
      s.healthy[i]++;
      s.groupHealthy[s.groupStart[i] + unit.figureGroup[f - s.figureStart[i]]]++;
      if (s.leaderFigure[i] < 0) s.leaderFigure[i] = f - s.figureStart[i];
      back++;
    }
  }
  if (s.trace) s.trace(`    reorganises and treats its wounded: ${back} back in action, ${died} dead`);
}

/** The friendly unit a command unit would rally: the worst confidence below its ceiling (not itself), or -1. */
export function rallyTarget(s: EngagementState, i: number): number {
  const side = s.cell.units[i].side;
  let best = -1;
  for (let j = 0; j < s.units; j++) {
    if (j === i || s.cell.units[j].side !== side || !present(s, j) || s.confidence[j] <= s.cell.units[j].ceiling)
      continue;
    if (best < 0 || s.confidence[j] > s.confidence[best]) best = j;
  }
  return best;
}

/**
 * THE RALLY ACTION of command unit i on unit j: a COMMUNICATION test (unless within 6": direct contact) — the
 * sender's quality die must exceed the poorer LV — then the RALLY test: j's quality die must exceed the sum of both
 * LVs; on a success j's confidence rises one level (never above its fatigue ceiling). A failure is an action lost.
 */
export function rally(s: EngagementState, dice: EngagementDice, i: number, j: number): void {
  const commander = s.cell.units[i];
  const unit = s.cell.units[j];
  const apart = Math.abs(s.advance[i] - s.advance[j]);
  const heard = apart <= 6 || dice.reactionTest(commander.qualityDie, Math.max(s.leadership[i], s.leadership[j])) === 1;
  const rallied = heard && dice.reactionTest(unit.qualityDie, s.leadership[i] + s.leadership[j]) === 1;
  if (rallied) s.confidence[j]--;
  else s.actionsLost[i]++;
  if (s.trace)
    s.trace(
      `    rallies ${unit.id.toUpperCase()}: ${!heard ? 'the message does not get through' : rallied ? `up to ${CONFIDENCE_ABBREVIATIONS[s.confidence[j]]}` : 'fails'}`,
    );
}
