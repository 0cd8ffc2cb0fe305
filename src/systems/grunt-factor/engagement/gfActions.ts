import { ATTACK } from '../steps/attackRolls.js';
import type { GfDice } from './GfDice.js';
import { distance, type GfEngagementState, nearestEnemy, present } from './GfEngagementState.js';
import {
  closeCombatCell,
  moraleCell,
  rangedAttackCell,
  recoveryFaces,
  suppressionCell,
  suppressionStrengthOf,
} from './gfCells.js';

/** MV: every grade moves 9 cm an action (Basic soldiers). */
export const MOVE_CM = 9;

/** Special morale checks: a failed check makes the squad "fall back 10cm away from the firing squad". */
const FALL_BACK_CM = 10;

/** Definitions: a squad's name in traces. */
const named = (s: GfEngagementState, i: number) => `${s.cell.units[i].id.toUpperCase()}`;

/**
 * Squad i fires (one fire action of every standing figure, each weapon group by the ranged-attack resolution's own
 * cell and roll) at squad j; then j's casualties and the morale checks they call for.
 */
export function fire(s: GfEngagementState, dice: GfDice, i: number, j: number): void {
  const killed = attack(s, dice, i, j, rangedAttackCell);
  s.underFire[j] = 1;
  if (s.trace)
    s.trace(
      `    fires at ${named(s, j)} (${distance(s, i, j).toFixed(0)} cm): ${s.out[ATTACK.hits]} hits, ${killed} killed`,
    );
  takeCasualties(s, dice, j, killed, s.out[ATTACK.hits]);
}

/**
 * Every weapon group of squad i attacks squad j with the cells `cellOf` builds: the hits and unsaved hits of all the
 * groups left in `s.out`; returns the figures killed (unsaved hits, at most the figures standing).
 */
function attack(s: GfEngagementState, dice: GfDice, i: number, j: number, cellOf: typeof rangedAttackCell): number {
  let hits = 0;
  let unsaved = 0;
  for (let g = 0; g < s.cell.units[i].troops.length; g++) {
    const cell = cellOf(s, i, j, g);
    if (cell === null) continue;
    dice.attack(cell, s.out);
    hits += s.out[ATTACK.hits];
    unsaved += s.out[ATTACK.unsaved];
  }
  s.out[ATTACK.hits] = hits;
  s.out[ATTACK.unsaved] = unsaved;
  return Math.min(unsaved, s.healthy[j]);
}

/**
 * Initiate close combat: within one move (9 cm) the squad moves into base contact (the action "equals a move
 * action"); in contact, every standing figure attacks with its weapon's close-combat column (the close-combat
 * resolution's own cell and roll), then j's casualties and morale checks.
 */
export function closeCombat(s: GfEngagementState, dice: GfDice, i: number, j: number): void {
  const d = distance(s, i, j);
  if (d > 0) {
    if (!moveThroughSuppression(s, dice, i)) return;
    s.advance[i] += d;
    s.inCover[i] = 0;
    if (s.trace) s.trace(`    charges ${named(s, j)} into base contact`);
    return;
  }
  const killed = attack(s, dice, i, j, closeCombatCell);
  if (s.trace) s.trace(`    fights ${named(s, j)} hand to hand: ${s.out[ATTACK.hits]} hits, ${killed} killed`);
  takeCasualties(s, dice, j, killed, s.out[ATTACK.hits]);
}

/** Move towards the nearest enemy, up to 9 cm and never into base contact (that is close combat's move); leaves cover. */
export function advance(s: GfEngagementState, dice: GfDice, i: number): void {
  if (!moveThroughSuppression(s, dice, i)) return;
  const j = nearestEnemy(s, i);
  const step = Math.min(MOVE_CM, distance(s, i, j) - 1);
  s.advance[i] += step;
  s.inCover[i] = 0;
  if (s.trace) s.trace(`    advances ${step.toFixed(0)} cm`);
}

/** Move 9 cm away from the enemy; leaves cover. */
export function withdraw(s: GfEngagementState, dice: GfDice, i: number): void {
  if (!moveThroughSuppression(s, dice, i)) return;
  s.advance[i] -= MOVE_CM;
  s.inCover[i] = 0;
  if (s.trace) s.trace(`    withdraws ${MOVE_CM} cm`);
}

/**
 * Recovering from panic: a leadership test against the leader's LD (−4 under fire, else −2: the enemy is in LOS),
 * spending `actions` actions at once (three, or all a squad has); a failure loses them.
 */
export function recover(s: GfEngagementState, dice: GfDice, i: number, actions: number): void {
  const passed = dice.test(recoveryFaces(s, i));
  if (passed === 1) s.panicked[i] = 0;
  else s.actionsLost[i] += actions;
  if (s.trace) s.trace(`    tries to shake off the panic: ${passed ? 'recovers' : 'fails'}`);
}

/**
 * Suppression: the whole squad fires its last two actions into the area of squad j, which stays suppressed (at
 * the squad's strength as it stands) until the squad's next activation.
 */
export function suppress(s: GfEngagementState, i: number, j: number): void {
  s.suppressedBy[j] = suppressionStrengthOf(s, i);
  s.suppressor[j] = i;
  s.underFire[j] = 1;
  if (s.trace) s.trace(`    suppresses ${named(s, j)}'s area (strength ${s.suppressedBy[j]})`);
}

/**
 * A squad moving while in a suppression area (Suppression): its leader's LD roll, less 1 for each strength point
 * after the first 2 (a panicked squad cannot move), and every standing figure suffers the area's strength in hits,
 * each with the damage save — also when the roll fails, with `hits-on-failed-move: take`. Returns whether it moves.
 */
function moveThroughSuppression(s: GfEngagementState, dice: GfDice, i: number): boolean {
  const k = s.suppressor[i];
  if (s.suppressedBy[i] === 0 || k < 0) return true;
  const cell = suppressionCell(s, i, k);
  const moved = dice.test(cell.ldFaces) === 1;
  if (moved || cell.hitsOnFailedMove) {
    const killed = dice.suppressionCasualties(s.healthy[i], cell.strength, cell.saveFaces);
    if (s.trace) s.trace(`    moves through the suppressed area: ${moved ? 'moves' : 'pinned down'}, ${killed} killed`);
    takeCasualties(s, dice, i, killed, cell.strength * s.healthy[i]);
  } else if (s.trace) s.trace('    pinned down by suppression');
  if (!moved) s.actionsLost[i]++;
  return moved && present(s, i);
}

/**
 * `killed` figures of squad j fall at once (`hits` scored on it by one squad): the squad leader among them as likely
 * as any figure; the rest from the last weapon group back. Then the checks of Morale checks and Special morale
 * checks (the morale-check resolution's own cell and roll): a failure panics the squad, a failed special check makes
 * it fall back 10 cm. A squad of originally 5 or more annihilated makes every friendly squad check.
 */
function takeCasualties(s: GfEngagementState, dice: GfDice, j: number, killed: number, hits: number): void {
  const before = s.healthy[j];
  let leaderKilled = false;
  if (killed > 0) {
    leaderKilled = s.leaderAlive[j] === 1 && dice.leaderHit(killed, before) === 1;
    removeFigures(s, j, killed, leaderKilled);
  }
  if (s.healthy[j] === 0) {
    if (s.trace) s.trace(`    ${named(s, j)} is wiped out`);
    if (s.figuresAtStart[j] >= 5) friendAnnihilated(s, dice, j);
    return;
  }
  checkMorale(s, dice, j, moraleCell(s, j, before, killed, leaderKilled, hits, false), true);
}

function friendAnnihilated(s: GfEngagementState, dice: GfDice, j: number): void {
  for (let k = 0; k < s.units; k++) {
    if (k === j || s.sideOf[k] !== s.sideOf[j] || !present(s, k)) continue;
    checkMorale(s, dice, k, moraleCell(s, k, s.healthy[k], 0, false, 0, true), false);
  }
}

function checkMorale(
  s: GfEngagementState,
  dice: GfDice,
  j: number,
  cell: ReturnType<typeof moraleCell>,
  fromFire: boolean,
): void {
  if (!cell.morale && !cell.special) return;
  const result = dice.morale(cell);
  if ((result & 1) === 1) s.panicked[j] = 1;
  if (fromFire && (result & 2) === 2) {
    s.advance[j] -= FALL_BACK_CM;
    s.inCover[j] = 0;
  }
  if (s.trace)
    s.trace(
      `    ${named(s, j)} checks morale: ${result === 0 ? 'passes' : [(result & 1) === 1 ? 'PANICS' : '', (result & 2) === 2 ? 'falls back 10 cm' : ''].filter(Boolean).join(' and ')}`,
    );
}

function removeFigures(s: GfEngagementState, j: number, killed: number, leaderKilled: boolean): void {
  const start = s.groupStart[j];
  let left = killed;
  if (leaderKilled) {
    // The leader is the first figure of the first group; the closest figure takes the stripes.
    s.groupHealthy[start]--;
    s.leaderAlive[j] = 0;
    left--;
  }
  for (let g = s.groupStart[j + 1] - 1; g >= start && left > 0; g--) {
    // While the leader lives he is the last of the first group to fall.
    const spare = s.groupHealthy[g] - (g === start && s.leaderAlive[j] === 1 ? 1 : 0);
    const down = Math.min(spare, left);
    s.groupHealthy[g] -= down;
    left -= down;
  }
  s.healthy[j] -= killed;
  s.dead[j] += killed;
}
