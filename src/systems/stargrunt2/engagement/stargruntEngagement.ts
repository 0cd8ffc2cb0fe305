import type { EngagementSystem } from '../../engagement/EngagementSystem.js';
import type { UnitEndState } from '../../engagement/engagementQuantities.js';
import { decide } from '../../engagement/playEngagement.js';
import { CONFIDENCE_ABBREVIATIONS } from '../data/confidenceLevels.js';
import { assault } from './assaultAction.js';
import { chooseAction } from './chooseAction.js';
import type { EngagementDice } from './EngagementDice.js';
import {
  type EngagementState,
  fighting,
  holding,
  PANIC,
  present,
  resetEngagement,
  STATE_FIELDS,
} from './EngagementState.js';
import { fireAt } from './fireAction.js';
import { ACTION } from './planCodes.js';
import { beforeSecondMove } from './reactionFire.js';
import { advance, rally, removePanic, removeSuppression, reorganise, withdraw } from './unitActions.js';

/** Each unit's end state in the outputs: its confidence level. */
export const CONFIDENCE_AFTER: UnitEndState = {
  name: 'confidence_after',
  label: 'confidence after (0 CO … 4 RO)',
  size: 5,
};

/** Stargrunt II knows wounded figures (untreated or stabilised) and figures captured in close assault. */
export const STARGRUNT_CASUALTIES = { wounded: true, captured: true } as const;

/** Actions in an activation (ACTIONS AND ACTIVATIONS): the most a unit can lose in a turn. */
export const ACTIONS_PER_ACTIVATION = 2;

/**
 * Stargrunt II in the engagement engine (SEQUENCE OF PLAY - THE GAME TURN): who goes first by the
 * `first-activation` variant; a side passes only when it has fewer unactivated units than its opponent and its
 * scenario says it passes; each activation two actions chosen by the unit's plan, every effect applied at once; a
 * side has lost when no unit is left holding (every unit BROKEN or worse — or ROUTED with `side-beaten: routed` — or
 * destroyed).
 */
export const stargruntEngagement: EngagementSystem<EngagementState, EngagementDice> = {
  reset: resetEngagement,
  startTurn,
  firstSide,
  passes: (s, side, mine, theirs) => s.cell.sides[side].passes && mine < theirs,
  present,
  holding,
  fighting,
  activate,
  wounded: (s, i) => s.untreated[i] + s.stabilised[i],
  casualties: STARGRUNT_CASUALTIES,
  endState: (s, i) => s.confidence[i],
  sideName: (s, side) => s.cell.sides[side].name,
  stateFields: STATE_FIELDS,
};

/** Every unit may fire again; in turn 1, UNTRAINED units test for PANIC on first sight of the enemy. */
function startTurn(s: EngagementState, dice: EngagementDice): void {
  if (s.turn === 1) firstSightPanic(s, dice);
  s.firedThisTurn.fill(0);
}

function firstSightPanic(s: EngagementState, dice: EngagementDice): void {
  for (let i = 0; i < s.units; i++) {
    const unit = s.cell.units[i];
    if (unit.panic !== 2) continue;
    s.panic[i] = dice.reactionTest(unit.qualityDie, s.leadership[i]) === 1 ? PANIC.immune : PANIC.panicked;
    if (s.trace)
      s.trace(
        `  ${unit.id.toUpperCase()} ${unit.name} sees the enemy: ${s.panic[i] === PANIC.panicked ? 'PANICS' : 'no panic'}`,
      );
  }
}

/** Who activates first this turn: the side with fewer units on the table (or more), a die roll, or in turn. */
function firstSide(s: EngagementState, dice: EngagementDice): number {
  const rule = s.cell.firstActivation;
  if (rule === 3) return (s.turn - 1) % 2;
  const a = onTable(s, 0);
  const b = onTable(s, 1);
  if (rule === 2 || a === b) return dice.die(2) - 1;
  const fewer = a < b ? 0 : 1;
  return rule === 0 ? fewer : 1 - fewer;
}

function onTable(s: EngagementState, side: number): number {
  let count = 0;
  for (let i = 0; i < s.units; i++) if (s.sideOf[i] === side && present(s, i)) count++;
  return count;
}

/**
 * One ACTIVATION: two actions (a panicked unit spends both on its panic; a close assault takes both); between two
 * move actions, REACTION FIRE (reactionFire.ts).
 */
function activate(s: EngagementState, dice: EngagementDice, i: number): void {
  const unit = s.cell.units[i];
  if (s.trace)
    s.trace(
      `  ${unit.id.toUpperCase()} ${unit.name} activates (${CONFIDENCE_ABBREVIATIONS[s.confidence[i]]}, ${s.healthy[i]} figures, ${s.markers[i]} suppression)`,
    );
  if (s.panic[i] === PANIC.panicked) {
    removePanic(s, dice, i);
    return;
  }
  let tried = 0;
  // Whether the first action moved the unit: a second move then lets an enemy unit fire in REACTION between the two.
  let moved = false;
  for (let action = 0; action < ACTIONS_PER_ACTIVATION && present(s, i) && s.decidedIn === 0; action++) {
    // BROKEN in the open: the unit must move to the nearest cover (one move back, with `broken-in-open: fall-back-to-cover`).
    if (s.confidence[i] === 3 && s.cover[i] === 0 && s.cell.brokenFallsBack) {
      if (moved && !beforeSecondMove(stargruntEngagement, s, dice, i, ACTION.withdraw, true)) continue;
      withdraw(s, i, true);
      moved = true;
      continue;
    }
    const chosen = chooseAction(s, i, action === 0, tried);
    const target = s.target;
    if (
      moved &&
      (chosen === ACTION.advance || chosen === ACTION.withdraw) &&
      !beforeSecondMove(stargruntEngagement, s, dice, i, chosen, false)
    )
      continue;
    switch (chosen) {
      case ACTION.removeSuppression:
        removeSuppression(s, dice, i);
        break;
      case ACTION.fire:
        fireAt(s, dice, i, target);
        break;
      case ACTION.advance:
        if (advance(s, dice, i)) moved = true;
        else tried |= 1 << ACTION.advance;
        break;
      case ACTION.withdraw:
        withdraw(s, i, false);
        moved = true;
        break;
      case ACTION.closeAssault:
        if (assault(s, dice, i, target)) action = ACTIONS_PER_ACTIVATION;
        else tried |= 1 << ACTION.closeAssault;
        break;
      case ACTION.reorganise:
        reorganise(s, dice, i);
        break;
      case ACTION.rally:
        rally(s, dice, i, target);
        break;
      default:
        if (s.trace) s.trace('    holds');
    }
    decide(stargruntEngagement, s);
  }
}
