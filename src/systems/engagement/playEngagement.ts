import { type EngagementBase, resetBase } from './EngagementBase.js';
import type { EngagementSystem } from './EngagementSystem.js';

/**
 * One whole engagement, from the first turn to the end: `startEngagement`, then `playActivation` until it says the
 * engagement is over. Leaves the result in the state.
 */
export function playEngagement<S extends EngagementBase, D>(system: EngagementSystem<S, D>, s: S, dice: D): void {
  startEngagement(system, s);
  while (playActivation(system, s, dice));
}

/** Puts the state back as the scenario starts it, before the first turn. */
export function startEngagement<S extends EngagementBase, D>(system: EngagementSystem<S, D>, s: S): void {
  resetBase(s);
  system.reset(s);
}

/**
 * Plays the engagement on to the end of its next activation, as SEQUENCE OF PLAY orders turns: at a turn's start
 * the system's start-of-turn steps and who goes first; then the sides alternate activating one unit at a time (each
 * side's units in scenario order), a side with no unit left to activate letting the other finish, a side passing
 * where the system allows it. Returns false once the engagement is over: a side has no unit holding (decided), or the
 * last turn has been played. Between two calls the whole game is in the state, which the exact chain relies on.
 */
export function playActivation<S extends EngagementBase, D>(system: EngagementSystem<S, D>, s: S, dice: D): boolean {
  if (s.over) return false;
  if (s.side < 0) {
    if (s.turn === s.turns) return finish(system, s);
    s.turn++;
    if (s.trace) s.trace(`Turn ${s.turn}`);
    for (let i = 0; i < s.units; i++) s.activated[i] = 0;
    system.startTurn(s, dice);
    s.side = system.firstSide(s, dice);
  }
  for (;;) {
    const mine = unactivated(system, s, s.side);
    const theirs = unactivated(system, s, 1 - s.side);
    if (mine === 0 && theirs === 0) {
      endTurn(system, s);
      return true;
    }
    if (mine > 0 && !system.passes(s, s.side, mine, theirs)) break;
    if (mine > 0 && s.trace) s.trace(`  ${system.sideName(s, s.side)} passes`);
    s.side = 1 - s.side;
  }
  const i = nextUnit(system, s, s.side);
  s.activated[i] = 1;
  system.activate(s, dice, i);
  s.side = 1 - s.side;
  return decide(system, s) ? finish(system, s) : true;
}

/**
 * Whether the battle is decided: a side with no unit holding has lost (both at once: undecided). Records the winner
 * and the turn; systems call it between actions too, to stop an activation once the battle is decided.
 */
export function decide<S extends EngagementBase, D>(system: EngagementSystem<S, D>, s: S): boolean {
  if (s.decidedIn !== 0) return true;
  let a = false;
  let b = false;
  for (let i = 0; i < s.units; i++) {
    if (!system.holding(s, i)) continue;
    if (s.sideOf[i] === 0) a = true;
    else b = true;
  }
  if (a && b) return false;
  s.winner = a ? 0 : b ? 1 : -1;
  s.decidedIn = s.turn;
  return true;
}

function unactivated<S extends EngagementBase, D>(system: EngagementSystem<S, D>, s: S, side: number): number {
  let count = 0;
  for (let i = 0; i < s.units; i++) if (s.sideOf[i] === side && s.activated[i] === 0 && system.present(s, i)) count++;
  return count;
}

/** The side's next unit to activate: its first unactivated unit on the table, in scenario order. */
function nextUnit<S extends EngagementBase, D>(system: EngagementSystem<S, D>, s: S, side: number): number {
  for (let i = 0; i < s.units; i++) if (s.sideOf[i] === side && s.activated[i] === 0 && system.present(s, i)) return i;
  return -1;
}

/** The end of a turn: who is still fighting, each side's casualties so far. */
function endTurn<S extends EngagementBase, D>(system: EngagementSystem<S, D>, s: S): void {
  for (let i = 0; i < s.units; i++) if (system.fighting(s, i)) s.fightingTurns[i] = s.turn;
  recordCasualties(s, s.turn);
  s.side = -1;
}

/**
 * The end of the engagement: the turn in progress and every turn not played keep the casualties as they stand; once
 * the battle is decided, the units still fighting hold the field, so they count as fighting through the last turn.
 */
function finish<S extends EngagementBase, D>(system: EngagementSystem<S, D>, s: S): boolean {
  if (s.decidedIn !== 0) {
    for (let i = 0; i < s.units; i++) if (system.fighting(s, i)) s.fightingTurns[i] = s.turns;
  }
  for (let t = s.decidedIn !== 0 ? s.turn : s.turn + 1; t <= s.turns; t++) recordCasualties(s, t);
  s.over = 1;
  if (s.trace) s.trace(s.winner < 0 ? 'Undecided' : `${system.sideName(s, s.winner)} wins in turn ${s.decidedIn}`);
  return false;
}

function recordCasualties(s: EngagementBase, turn: number): void {
  for (let side = 0; side < 2; side++) {
    let down = 0;
    for (let i = 0; i < s.units; i++) if (s.sideOf[i] === side) down += s.figuresAtStart[i] - s.healthy[i];
    s.casualtiesAfterTurn[side * s.turns + turn - 1] = down;
  }
}
