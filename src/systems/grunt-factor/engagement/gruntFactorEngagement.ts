import type { EngagementSystem } from '../../engagement/EngagementSystem.js';
import type { UnitEndState } from '../../engagement/engagementQuantities.js';
import { decide } from '../../engagement/playEngagement.js';
import { chooseGfAction } from './chooseGfAction.js';
import type { GfDice } from './GfDice.js';
import { GF_STATE_FIELDS, type GfEngagementState, present, resetGfEngagement } from './GfEngagementState.js';
import { advance, closeCombat, fire, recover, suppress, withdraw } from './gfActions.js';
import { leaderLd } from './gfCells.js';
import { GF_ACTION } from './gfPlanCodes.js';

/** Each squad's end state in the outputs. */
export const STATE_AFTER: UnitEndState = {
  name: 'state_after',
  label: 'state after (0 in good order, 1 panicked, 2 wiped out)',
  size: 3,
};

/** The Grunt Factor knows no wounds ("an unsaved hit is a casualty") and no prisoners: only the dead. */
export const GF_CASUALTIES = { wounded: false, captured: false } as const;

/** The most actions a squad has in an activation (Elite AC 4): the most it can lose in a turn. */
export const MOST_ACTIONS = 4;

/** Recovering from panic: "Recovering requires the squad to simultaneously spend 3 actions". */
const RECOVERY_ACTIONS = 3;

/**
 * The Grunt Factor in the engagement engine (Turn sequence): each turn both sides roll a d20 plus their highest LD,
 * the higher chooses who starts (`initiative-winner`); the sides then alternate activating a squad (in scenario
 * order), each figure of the squad spending all its actions (AC) — the squad's figures act together, one action
 * after another, each chosen by its plan; a side out of squads lets the other finish. A side has lost when all its
 * squads are panicked or wiped out (`side-beaten`).
 */
export const gruntFactorEngagement: EngagementSystem<GfEngagementState, GfDice> = {
  reset: resetGfEngagement,
  startTurn: () => {},
  firstSide,
  passes: () => false,
  present,
  holding: (s, i) => present(s, i) && (s.cell.rules['side-beaten'] === 'eliminated' || s.panicked[i] === 0),
  fighting: (s, i) => present(s, i) && s.panicked[i] === 0,
  activate,
  wounded: () => 0,
  casualties: GF_CASUALTIES,
  endState: (s, i) => (s.healthy[i] === 0 ? 2 : s.panicked[i]),
  sideName: (s, side) => s.cell.sides[side].name,
  stateFields: GF_STATE_FIELDS,
};

/** Turn sequence, step 1: "Roll a dice each and add the highest LD value from each of your armies". */
function firstSide(s: GfEngagementState, dice: GfDice): number {
  const best = [0, 0];
  for (let i = 0; i < s.units; i++) if (present(s, i)) best[s.sideOf[i]] = Math.max(best[s.sideOf[i]], leaderLd(s, i));
  const winner = dice.initiative(best[0], best[1]);
  if (s.trace) s.trace(`  ${s.cell.sides[winner].name} wins the initiative`);
  return s.cell.rules['initiative-winner'] === 'goes-first' ? winner : 1 - winner;
}

/** One squad's activation: its actions one after another, each chosen by its plan; its suppression area lifts first. */
function activate(s: GfEngagementState, dice: GfDice, i: number): void {
  const unit = s.cell.units[i];
  if (s.trace)
    s.trace(
      `  ${unit.id.toUpperCase()} ${unit.name} activates (${s.healthy[i]} figures${s.panicked[i] ? ', panicked' : ''})`,
    );
  for (let k = 0; k < s.units; k++) {
    if (s.suppressor[k] !== i) continue;
    s.suppressedBy[k] = 0;
    s.suppressor[k] = -1;
  }
  for (let action = 1; action <= unit.actions && present(s, i) && s.decidedIn === 0; action++) {
    s.action = action;
    const chosen = chooseGfAction(s, i);
    const target = s.target;
    switch (chosen) {
      case GF_ACTION.fire:
        fire(s, dice, i, target);
        break;
      case GF_ACTION.advance:
        advance(s, dice, i);
        break;
      case GF_ACTION.withdraw:
        withdraw(s, dice, i);
        break;
      case GF_ACTION.closeCombat:
        closeCombat(s, dice, i, target);
        break;
      case GF_ACTION.recover: {
        const spent = Math.min(RECOVERY_ACTIONS, unit.actions - action + 1);
        recover(s, dice, i, spent);
        action += spent - 1;
        break;
      }
      case GF_ACTION.suppress:
        suppress(s, i, target);
        action++;
        break;
      default:
        if (s.trace) s.trace('    holds');
    }
    decide(gruntFactorEngagement, s);
  }
  s.underFire[i] = 0;
}
