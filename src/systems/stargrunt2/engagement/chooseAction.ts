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
  const plan = s.cell.units[i].plan;
  for (let r = 0; r < plan.length; r++) {
    const rule = plan[r];
    if (!conditionsHold(s, i, rule.when)) continue;
    const action = rule.action;
    if ((tried >> action) & 1) continue;
    if (possible(s, i, action, rule.target, first)) return action;
  }
  return ACTION.hold;
}

function possible(s: EngagementState, i: number, action: number, target: number, first: boolean): boolean {
  const suppressed = s.markers[i] > 0;
  const broken = s.confidence[i] >= 3;
  switch (action) {
    case ACTION.hold:
      return true;
    case ACTION.removeSuppression:
      return suppressed;
    case ACTION.fire:
      return !suppressed && s.firedThisTurn[i] === 0 && pickTarget(s, i, target, (j) => canFireAt(s, i, j) && (!broken || ((s.firedOnBy[i] >> j) & 1) === 1));
    case ACTION.advance:
      return !suppressed && !broken && nearestEnemy(s, i) >= 0;
    case ACTION.withdraw:
      return !suppressed;
    case ACTION.closeAssault:
      return first && !suppressed && !broken && pickTarget(s, i, target, (j) => canAssault(s, i, j));
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

/** Picks the enemy unit a rule aims at among those `allowed`; leaves it in `s.target`; false when there is none. */
function pickTarget(s: EngagementState, i: number, how: number, allowed: (j: number) => boolean): boolean {
  const side = s.cell.units[i].side;
  let best = -1;
  for (let j = 0; j < s.units; j++) {
    if (s.cell.units[j].side === side || !present(s, j) || !allowed(j)) continue;
    if (best < 0 || better(s, i, j, best, how)) best = j;
  }
  s.target = best;
  return best >= 0;
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
      return s.confidence[j] > s.confidence[best] || (s.confidence[j] === s.confidence[best] && distance(s, i, j) < distance(s, i, best));
  }
}

function conditionsHold(s: EngagementState, i: number, when: Array<[number, number]>): boolean {
  for (let k = 0; k < when.length; k++) {
    const [code, value] = when[k];
    if (!holds(s, i, code, value)) return false;
  }
  return true;
}

function holds(s: EngagementState, i: number, code: number, value: number): boolean {
  switch (code) {
    case CONDITION.suppressed:
      return (s.markers[i] > 0 ? 1 : 0) === value;
    case CONDITION.enemyInRange: {
      let any = false;
      const side = s.cell.units[i].side;
      for (let j = 0; j < s.units && !any; j++) any = s.cell.units[j].side !== side && present(s, j) && canFireAt(s, i, j);
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
      return s.cell.units[i].figureGroup.length - s.healthy[i] >= value;
    case CONDITION.inCover:
      return (s.cover[i] > 0 ? 1 : 0) === value;
    case CONDITION.friendAtMost: {
      const side = s.cell.units[i].side;
      for (let j = 0; j < s.units; j++) if (j !== i && s.cell.units[j].side === side && present(s, j) && s.confidence[j] >= value) return true;
      return false;
    }
    default:
      return s.turn >= value;
  }
}
