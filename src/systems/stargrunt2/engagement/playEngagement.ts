import type { UniformDraws } from '../../../dice/uniformDraws.js';
import { CONFIDENCE_ABBREVIATIONS } from '../data/confidenceLevels.js';
import { reactionTest } from '../steps/reactionTest.js';
import { assault } from './assaultAction.js';
import { chooseAction } from './chooseAction.js';
import { type EngagementState, fighting, holding, PANIC, present, resetEngagement } from './EngagementState.js';
import { fireAt } from './fireAction.js';
import { ACTION } from './planCodes.js';
import { advance, rally, removePanic, removeSuppression, reorganise, withdraw } from './unitActions.js';

/**
 * One engagement, turn by turn, as SEQUENCE OF PLAY - THE GAME TURN orders it: the sides alternate activating one
 * unit at a time (who goes first by the `first-activation` variant; a side passes only when it has fewer unactivated
 * units than its opponent and its scenario says it passes), each activation two actions chosen by the unit's plan;
 * every effect is applied at once. It stops when a side has no unit left holding (every unit BROKEN or worse — or
 * ROUTED with `side-beaten: routed` — or destroyed), or after the last turn. Leaves the result in the state.
 */
export function playEngagement(s: EngagementState, draws: UniformDraws): void {
  resetEngagement(s);
  const { cell } = s;
  const n = s.units;
  for (let turn = 1; turn <= cell.turns && s.decidedIn === 0; turn++) {
    s.turn = turn;
    if (s.trace) s.trace(`Turn ${turn}`);
    if (turn === 1) firstSightPanic(s, draws);
    for (let i = 0; i < n; i++) {
      s.activated[i] = 0;
      s.firedThisTurn[i] = 0;
    }
    let side = firstSide(s, draws, turn);
    for (;;) {
      const mine = unactivated(s, side);
      const theirs = unactivated(s, 1 - side);
      if (mine === 0 && theirs === 0) break;
      if (mine === 0 || (cell.sides[side].passes && mine < theirs)) {
        if (mine > 0 && s.trace) s.trace(`  ${cell.sides[side].name} passes`);
        side = 1 - side;
        continue;
      }
      const i = nextUnit(s, side);
      s.activated[i] = 1;
      activate(s, draws, i);
      if (decide(s)) break;
      side = 1 - side;
    }
    for (let i = 0; i < n; i++) if (fighting(s, i)) s.fightingTurns[i] = turn;
    recordCasualties(s, turn);
  }
  for (let t = s.turn + 1; t <= cell.turns; t++) recordCasualties(s, t);
  if (s.trace) s.trace(s.winner < 0 ? 'Undecided' : `${cell.sides[s.winner].name} wins in turn ${s.decidedIn}`);
}

/** UNTRAINED units test for PANIC the first time they see the enemy: at the start of the battle. */
function firstSightPanic(s: EngagementState, draws: UniformDraws): void {
  for (let i = 0; i < s.units; i++) {
    const unit = s.cell.units[i];
    if (unit.panic !== 2) continue;
    s.panic[i] = reactionTest(unit.qualityDie, s.leadership[i], draws.values, draws.take()) === 1 ? PANIC.immune : PANIC.panicked;
    if (s.trace) s.trace(`  ${unit.id.toUpperCase()} ${unit.name} sees the enemy: ${s.panic[i] === PANIC.panicked ? 'PANICS' : 'no panic'}`);
  }
}

/** Who activates first this turn (the `first-activation` variant). */
function firstSide(s: EngagementState, draws: UniformDraws, turn: number): number {
  const rule = s.cell.firstActivation;
  if (rule === 3) return (turn - 1) % 2;
  const a = onTable(s, 0);
  const b = onTable(s, 1);
  if (rule === 2 || a === b) return draws.die(2) - 1;
  const fewer = a < b ? 0 : 1;
  return rule === 0 ? fewer : 1 - fewer;
}

function onTable(s: EngagementState, side: number): number {
  let count = 0;
  for (let i = 0; i < s.units; i++) if (s.cell.units[i].side === side && present(s, i)) count++;
  return count;
}

function unactivated(s: EngagementState, side: number): number {
  let count = 0;
  for (let i = 0; i < s.units; i++) if (s.cell.units[i].side === side && s.activated[i] === 0 && present(s, i)) count++;
  return count;
}

/** The side's next unit to activate: its first unactivated unit on the table, in scenario order. */
function nextUnit(s: EngagementState, side: number): number {
  for (let i = 0; i < s.units; i++) if (s.cell.units[i].side === side && s.activated[i] === 0 && present(s, i)) return i;
  return -1;
}

/** One ACTIVATION: two actions (a panicked unit spends both on its panic; a close assault takes both). */
function activate(s: EngagementState, draws: UniformDraws, i: number): void {
  const unit = s.cell.units[i];
  if (s.trace) s.trace(`  ${unit.id.toUpperCase()} ${unit.name} activates (${CONFIDENCE_ABBREVIATIONS[s.confidence[i]]}, ${s.healthy[i]} figures, ${s.markers[i]} suppression)`);
  if (s.panic[i] === PANIC.panicked) {
    removePanic(s, draws, i);
    return;
  }
  let tried = 0;
  for (let action = 0; action < 2 && present(s, i) && s.decidedIn === 0; action++) {
    // BROKEN in the open: the unit must move to the nearest cover (one move back, with `broken-in-open: fall-back-to-cover`).
    if (s.confidence[i] === 3 && s.cover[i] === 0 && s.cell.brokenFallsBack) {
      withdraw(s, i, true);
      continue;
    }
    const chosen = chooseAction(s, i, action === 0, tried);
    const target = s.target;
    switch (chosen) {
      case ACTION.removeSuppression:
        removeSuppression(s, draws, i);
        break;
      case ACTION.fire:
        fireAt(s, draws, i, target);
        break;
      case ACTION.advance:
        if (!advance(s, draws, i)) tried |= 1 << ACTION.advance;
        break;
      case ACTION.withdraw:
        withdraw(s, i, false);
        break;
      case ACTION.closeAssault:
        if (assault(s, draws, i, target)) action = 2;
        else tried |= 1 << ACTION.closeAssault;
        break;
      case ACTION.reorganise:
        reorganise(s, draws, i);
        break;
      case ACTION.rally:
        rally(s, draws, i, target);
        break;
      default:
        if (s.trace) s.trace('    holds');
    }
    decide(s);
  }
}

/** Whether the battle is decided: a side with no unit holding has lost (both at once: undecided). */
function decide(s: EngagementState): boolean {
  if (s.decidedIn !== 0) return true;
  let a = false;
  let b = false;
  for (let i = 0; i < s.units; i++) {
    if (!holding(s, i)) continue;
    if (s.cell.units[i].side === 0) a = true;
    else b = true;
  }
  if (a && b) return false;
  s.winner = a ? 0 : b ? 1 : -1;
  s.decidedIn = s.turn;
  return true;
}

function recordCasualties(s: EngagementState, turn: number): void {
  for (let side = 0; side < 2; side++) {
    let down = 0;
    for (let i = 0; i < s.units; i++) if (s.cell.units[i].side === side) down += s.cell.units[i].figureGroup.length - s.healthy[i];
    s.casualtiesAfterTurn[side * s.cell.turns + turn - 1] = down;
  }
}
