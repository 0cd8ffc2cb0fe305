import { choosePlanAction, type PlanReader } from '../../engagement/PlanRule.js';
import { distance, type GfEngagementState, nearestEnemy, present } from './GfEngagementState.js';
import { MOVE_CM } from './gfActions.js';
import { closeCombatCell, rangedAttackCell } from './gfCells.js';
import { GF_ACTION, GF_CONDITION, GF_TARGET, SHORT_RANGE_CM } from './gfPlanCodes.js';

/**
 * What squad i does with its next action (the `s.action`-th of its activation): the first rule of its plan
 * whose conditions hold and whose action it can do now — panicked: no advance, no close combat, no withdrawal
 * ("will go prone and stay put"); reduced to a third of its size (not Elite): no move closer to the enemy;
 * recover only when panicked, as its first actions; suppress only with its last two. Leaves the target in `s.target`.
 */
export function chooseGfAction(s: GfEngagementState, i: number): number {
  return choosePlanAction(GF_PLAN_READER, s, i, s.cell.units[i].plan, s.action === 1, 0, GF_ACTION.hold);
}

const GF_PLAN_READER: PlanReader<GfEngagementState> = { holds, possible };

function possible(s: GfEngagementState, i: number, action: number, target: number): boolean {
  const panicked = s.panicked[i] === 1;
  switch (action) {
    case GF_ACTION.hold:
      return true;
    case GF_ACTION.fire:
      return pickTarget(s, i, target, true) && canFire(s, i, s.target);
    case GF_ACTION.advance: {
      const j = nearestEnemy(s, i);
      return !panicked && !crippled(s, i) && j >= 0 && distance(s, i, j) > 1;
    }
    case GF_ACTION.withdraw:
      return !panicked;
    case GF_ACTION.closeCombat:
      if (panicked || !pickTarget(s, i, target, false)) return false;
      return distance(s, i, s.target) === 0
        ? canFight(s, i, s.target)
        : distance(s, i, s.target) <= MOVE_CM && !crippled(s, i);
    case GF_ACTION.recover:
      // "giving them 1 chance per turn": the test takes the activation's first actions.
      return panicked && s.action === 1;
    case GF_ACTION.suppress:
      return s.cell.units[i].actions - s.action === 1 && pickTarget(s, i, target, true);
    default:
      return false;
  }
}

/** Permanent effects: reduced to a third of its original size, a squad (not Elite) may no longer move closer. */
function crippled(s: GfEngagementState, i: number): boolean {
  return s.cell.units[i].grade !== 'elite' && 3 * s.healthy[i] <= s.figuresAtStart[i];
}

function canFire(s: GfEngagementState, i: number, j: number): boolean {
  for (let g = 0; g < s.cell.units[i].troops.length; g++) if (rangedAttackCell(s, i, j, g) !== null) return true;
  return false;
}

function canFight(s: GfEngagementState, i: number, j: number): boolean {
  for (let g = 0; g < s.cell.units[i].troops.length; g++) if (closeCombatCell(s, i, j, g) !== null) return true;
  return false;
}

/**
 * The enemy squad a rule aims at; leaves it in `s.target`. Fire (target priority): "A unit must fire at the nearest
 * closest unit within short range" — only with none there does the rule's choice apply.
 */
function pickTarget(s: GfEngagementState, i: number, how: number, priority: boolean): boolean {
  const nearest = nearestEnemy(s, i);
  if (nearest < 0) return false;
  if (priority && distance(s, i, nearest) <= SHORT_RANGE_CM) {
    s.target = nearest;
    return true;
  }
  let best = -1;
  for (let j = 0; j < s.units; j++) {
    if (s.sideOf[j] === s.sideOf[i] || !present(s, j)) continue;
    if (best < 0 || better(s, i, j, best, how)) best = j;
  }
  s.target = best;
  return true;
}

function better(s: GfEngagementState, i: number, j: number, best: number, how: number): boolean {
  if (how === GF_TARGET.mostFigures) return s.healthy[j] > s.healthy[best];
  if (how === GF_TARGET.fewestFigures) return s.healthy[j] < s.healthy[best];
  return distance(s, i, j) < distance(s, i, best);
}

function holds(s: GfEngagementState, i: number, code: number, value: number): boolean {
  switch (code) {
    case GF_CONDITION.panicked:
      return s.panicked[i] === value;
    case GF_CONDITION.enemyWithin: {
      const j = nearestEnemy(s, i);
      return j >= 0 && distance(s, i, j) <= value;
    }
    case GF_CONDITION.casualtiesAtLeast:
      return s.figuresAtStart[i] - s.healthy[i] >= value;
    case GF_CONDITION.inCover:
      return s.inCover[i] === value;
    case GF_CONDITION.underFire:
      return s.underFire[i] === value;
    case GF_CONDITION.actionAtMost:
      return s.action <= value;
    default:
      return s.turn >= value;
  }
}
