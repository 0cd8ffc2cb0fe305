import { choosePlanAction, type PlanReader } from '../../engagement/PlanRule.js';
import { canAssault } from './assaultAction.js';
import { distance, type EngagementState, present } from './EngagementState.js';
import { canFireAt } from './fireAction.js';
import { ACTION, CONDITION, TARGET } from './planCodes.js';
import { nearestEnemy, rallyTarget } from './unitActions.js';

/**
 * What unit i does with an action: the first rule of its plan whose conditions hold and whose action it can do now,
 * within what its state allows — SUPPRESSED: only remove suppression, or reorganise in cover (SUPPRESSION OF INFANTRY
 * UNITS); BROKEN: no advance or assault, fire only at units that fired on it (RESULTS OF REDUCED CONFIDENCE LEVELS);
 * the close assault only as the first action (it takes both); an action whose reaction test failed in this
 * activation not again (`tried`, a bit per action). Returns the action code and leaves its target in `s.target`
 * (hold when nothing else applies).
 */
export function chooseAction(s: EngagementState, i: number, first: boolean, tried: number): number {
  return choosePlanAction(STARGRUNT_PLAN_READER, s, i, s.cell.units[i].plan, first, tried, ACTION.hold);
}

/**
 * Whether unit i may still take a move action (advance or withdraw) its plan chose, once reaction fire has hit it
 * between its two moves: what its state now allows (a suppressed unit does not move, a BROKEN one does not advance).
 */
export function mayStillMove(s: EngagementState, i: number, action: number): boolean {
  return possible(s, i, action, TARGET.mostFigures, false);
}

/** How a Stargrunt II unit's plan reads the table: its conditions, and which actions it can take now. */
const STARGRUNT_PLAN_READER: PlanReader<EngagementState> = { holds, possible };

function possible(s: EngagementState, i: number, action: number, target: number, first: boolean): boolean {
  const suppressed = s.markers[i] > 0;
  const broken = s.confidence[i] >= 3;
  switch (action) {
    case ACTION.hold:
      return true;
    case ACTION.removeSuppression:
      return suppressed;
    case ACTION.fire:
      return !suppressed && s.firedThisTurn[i] === 0 && pickTarget(s, i, target, broken ? PICK.fireBack : PICK.fire);
    case ACTION.advance:
      return !suppressed && !broken && nearestEnemy(s, i) >= 0;
    case ACTION.withdraw:
      return !suppressed;
    case ACTION.closeAssault:
      return first && !suppressed && !broken && pickTarget(s, i, target, PICK.assault);
    case ACTION.reorganise:
      return s.untreated[i] > 0 && (!suppressed || s.cover[i] > 0);
    case ACTION.rally:
      if (suppressed || !s.cell.units[i].command) return false;
      s.target = rallyTarget(s, i);
      return s.target >= 0;
    default:
      return false;
  }
}

/** Which enemy units an action may aim at: any it can fire at, only those that fired on it (BROKEN), any it can assault. */
const PICK = { fire: 0, fireBack: 1, assault: 2 } as const;

/** Picks the enemy unit a rule aims at among those `allowed` (see PICK); leaves it in `s.target`; false when there is none. */
function pickTarget(s: EngagementState, i: number, how: number, allowed: number): boolean {
  const side = s.cell.units[i].side;
  let best = -1;
  for (let j = 0; j < s.units; j++) {
    if (s.cell.units[j].side === side || !present(s, j) || !mayAim(s, i, j, allowed)) continue;
    if (best < 0 || better(s, i, j, best, how)) best = j;
  }
  s.target = best;
  return best >= 0;
}

function mayAim(s: EngagementState, i: number, j: number, allowed: number): boolean {
  if (allowed === PICK.assault) return canAssault(s, i, j);
  return canFireAt(s, i, j) && (allowed === PICK.fire || ((s.firedOnBy[i] >> j) & 1) === 1);
}

function better(s: EngagementState, i: number, j: number, best: number, how: number): boolean {
  switch (how) {
    case TARGET.mostFigures:
      return s.healthy[j] > s.healthy[best];
    case TARGET.fewestFigures:
      return s.healthy[j] < s.healthy[best];
    case TARGET.nearest:
      return distance(s, i, j) < distance(s, i, best);
    default:
      return (
        s.confidence[j] > s.confidence[best] ||
        (s.confidence[j] === s.confidence[best] && distance(s, i, j) < distance(s, i, best))
      );
  }
}

function holds(s: EngagementState, i: number, code: number, value: number): boolean {
  switch (code) {
    case CONDITION.suppressed:
      return (s.markers[i] > 0 ? 1 : 0) === value;
    case CONDITION.enemyInRange: {
      let any = false;
      const side = s.cell.units[i].side;
      for (let j = 0; j < s.units && !any; j++)
        any = s.cell.units[j].side !== side && present(s, j) && canFireAt(s, i, j);
      return (any ? 1 : 0) === value;
    }
    case CONDITION.enemyWithin: {
      const j = nearestEnemy(s, i);
      return j >= 0 && distance(s, i, j) <= value;
    }
    case CONDITION.confidenceAtLeast:
      return s.confidence[i] <= value;
    case CONDITION.confidenceAtMost:
      return s.confidence[i] >= value;
    case CONDITION.wounded:
      return (s.untreated[i] > 0 ? 1 : 0) === value;
    case CONDITION.casualtiesAtLeast:
      return s.cell.units[i].figures - s.healthy[i] >= value;
    case CONDITION.inCover:
      return (s.cover[i] > 0 ? 1 : 0) === value;
    case CONDITION.friendAtMost: {
      const side = s.cell.units[i].side;
      for (let j = 0; j < s.units; j++)
        if (j !== i && s.cell.units[j].side === side && present(s, j) && s.confidence[j] >= value) return true;
      return false;
    }
    default:
      return s.turn >= value;
  }
}
