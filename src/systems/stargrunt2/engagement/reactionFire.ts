import type { EngagementSystem } from '../../engagement/EngagementSystem.js';
import { decide } from '../../engagement/playEngagement.js';
import { mayStillMove } from './chooseAction.js';
import type { EngagementDice } from './EngagementDice.js';
import { type EngagementState, PANIC, present } from './EngagementState.js';
import { canFireAt, fireAt } from './fireAction.js';

/**
 * REACTION FIRE, between unit i's first and second move actions of one activation (its second move is `action`;
 * `forced`: the BROKEN unit's fall-back to cover, which it makes whatever its state). The first enemy unit, in
 * scenario order, that holds its activation for it (`reaction_fire`) and may fire at unit i now fires ONE action at
 * it as it stands mid-move — where its first move left it, in the open — and the result applies at once. That uses
 * the reacting unit's whole activation and counts as its side's next activation, so the moving side activates again
 * next. Returns whether unit i goes on with its second move; when it no longer can (it is suppressed, BROKEN for an
 * advance, destroyed or routed, or the battle is decided), the move is lost.
 * @example beforeSecondMove(stargruntEngagement, state, dice, 0, ACTION.advance, false) // true when nobody reacts
 */
export function beforeSecondMove(
  system: EngagementSystem<EngagementState, EngagementDice>,
  s: EngagementState,
  dice: EngagementDice,
  i: number,
  action: number,
  forced: boolean,
): boolean {
  const r = reactingUnit(s, i);
  if (r < 0) return true;
  const firer = s.cell.units[r];
  if (s.trace)
    s.trace(
      `  ${firer.id.toUpperCase()} ${firer.name} fires in REACTION at ${s.cell.units[i].id.toUpperCase()}, caught between its two moves`,
    );
  s.activated[r] = 1;
  fireAt(s, dice, r, i);
  // The engine hands the turn to the other side after this activation: handing it to the reacting side now gives
  // it back to the moving side ("immediately afterwards it is once again the 'moving' player's turn").
  s.side = s.sideOf[r];
  if (decide(system, s) || !present(s, i)) return false;
  if (forced || mayStillMove(s, i, action)) return true;
  s.actionsLost[i]++;
  if (s.trace) s.trace(`    ${s.cell.units[i].id.toUpperCase()} cannot complete its second move: the action is lost`);
  return false;
}

/**
 * The enemy unit that fires in reaction at unit i, or -1: it holds its activation for reaction fire, has not
 * activated this turn, is not panicked or suppressed (neither may fire), has not fired this turn, fires only back
 * at a unit that fired on it when BROKEN, and can fire at unit i where it stands (the firer "can see it").
 */
function reactingUnit(s: EngagementState, i: number): number {
  const side = s.sideOf[i];
  for (let r = 0; r < s.units; r++) {
    if (s.sideOf[r] === side || !s.cell.units[r].reactionFire || s.activated[r] === 1 || !present(s, r)) continue;
    if (s.panic[r] === PANIC.panicked || s.markers[r] > 0 || s.firedThisTurn[r] === 1) continue;
    if (s.confidence[r] >= 3 && ((s.firedOnBy[r] >> i) & 1) === 0) continue;
    if (canFireAt(s, r, i)) return r;
  }
  return -1;
}
