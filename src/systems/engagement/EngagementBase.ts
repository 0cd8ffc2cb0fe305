/**
 * What the engagement engine keeps of any system's engagement: who is on which side, whose activation it is, who has
 * won, and the record the counters read. A system's state extends it with its own typed arrays (confidence,
 * suppression, panic …). Typed arrays, allocated once per cell and reset before every trial, so a trial allocates
 * nothing.
 */
export interface EngagementBase {
  units: number;
  turns: number;
  /** Each unit's side: 0 side a, 1 side b (side a's units first). */
  sideOf: Int8Array;
  /** Figures each unit starts with. */
  figuresAtStart: Int32Array;
  /** Figures standing, dead, captured, and actions lost (suppression, failed reactions, panic), by unit. */
  healthy: Int32Array;
  dead: Int32Array;
  captured: Int32Array;
  actionsLost: Int32Array;
  /** Whether each unit has activated this turn. */
  activated: Uint8Array;
  /** The turn being played (0 before the first). */
  turn: number;
  /** The side that activates next; -1 between turns. */
  side: number;
  /** 0 side a won, 1 side b, -1 undecided; the turn it was decided in (0: not yet, or undecided at the end). */
  winner: number;
  decidedIn: number;
  /** The engagement is over (decided, or the last turn played). */
  over: number;
  /** The last turn at whose end each unit was still fighting. */
  fightingTurns: Int32Array;
  /** Each side's figures down (dead, wounded, captured) at the end of each turn: [side × turns + turn − 1]. */
  casualtiesAfterTurn: Int32Array;
  /** A line of the engagement in words while it is being traced (main thread); null in the kernels. */
  trace: ((line: string) => void) | null;
}

/** The fields of EngagementBase that make up the state of a game (what the exact chain keys its states by). */
export const BASE_STATE_FIELDS = [
  'healthy',
  'dead',
  'captured',
  'actionsLost',
  'activated',
  'turn',
  'side',
  'winner',
  'decidedIn',
  'over',
  'fightingTurns',
  'casualtiesAfterTurn',
] as const;

/**
 * The engine's part of a new state, for units of `sides` and `figures`.
 * @example engagementBase([0, 1], [4, 8], 6).casualtiesAfterTurn.length // 12
 */
export function engagementBase(sides: number[], figures: number[], turns: number): EngagementBase {
  const n = sides.length;
  return {
    units: n,
    turns,
    sideOf: Int8Array.from(sides),
    figuresAtStart: Int32Array.from(figures),
    healthy: new Int32Array(n),
    dead: new Int32Array(n),
    captured: new Int32Array(n),
    actionsLost: new Int32Array(n),
    activated: new Uint8Array(n),
    turn: 0,
    side: -1,
    winner: -1,
    decidedIn: 0,
    over: 0,
    fightingTurns: new Int32Array(n),
    casualtiesAfterTurn: new Int32Array(2 * turns),
    trace: null,
  };
}

/** Puts the engine's fields back as before the first turn. */
export function resetBase(s: EngagementBase): void {
  for (let i = 0; i < s.units; i++) {
    s.healthy[i] = s.figuresAtStart[i];
    s.dead[i] = 0;
    s.captured[i] = 0;
    s.actionsLost[i] = 0;
    s.activated[i] = 0;
    s.fightingTurns[i] = 0;
  }
  s.casualtiesAfterTurn.fill(0);
  s.turn = 0;
  s.side = -1;
  s.winner = -1;
  s.decidedIn = 0;
  s.over = 0;
}
