import type { CloseAssaultPlan } from '../assault/closeAssault/resolveCloseAssault.js';
import type { VolleyPlan } from '../fire/fireVolley.js';
import { leaderLossPlan, type LeaderLossPlan } from '../steps/leaderLoss.js';
import type { EngagementCell } from './EngagementCell.js';

/** What happens to a figure: the states of `figure`. */
export const FIGURE = { healthy: 0, wounded: 1, stabilised: 2, dead: 3, captured: 4 } as const;

/** Where a unit's panic stands: may still panic, panicked, or past the risk for the rest of the game. */
export const PANIC = { atRisk: 0, panicked: 1, immune: 2 } as const;

/**
 * Everything an engagement changes as it is played, in typed arrays indexed by unit (side a's first) — allocated once
 * per cell and reset before every trial, so a trial allocates nothing — with the cell and the caches of fire plans.
 */
export interface EngagementState {
  cell: EngagementCell;
  units: number;
  /** Each figure's state (see FIGURE), unit i's from figureStart[i]. */
  figures: Int8Array;
  figureStart: Int32Array;
  /** Healthy figures by weapon group, unit i's from groupStart[i] (the composition that fires). */
  groupHealthy: Int32Array;
  groupStart: Int32Array;
  healthy: Int32Array;
  untreated: Int32Array;
  dead: Int32Array;
  stabilised: Int32Array;
  captured: Int32Array;
  confidence: Int32Array;
  markers: Int32Array;
  panic: Int32Array;
  suppressedBefore: Uint8Array;
  /** Bit j: unit j has fired on this unit (a BROKEN unit fires only at those). */
  firedOnBy: Int32Array;
  activated: Uint8Array;
  firedThisTurn: Uint8Array;
  /** Inches the unit has moved towards the enemy (negative: away); distance = range − both advances. */
  advance: Float64Array;
  cover: Int32Array;
  inPosition: Uint8Array;
  /** Out of the battle: routed away. */
  gone: Uint8Array;
  /** The current leader's figure (-1: none left) and LV. */
  leaderFigure: Int32Array;
  leadership: Int32Array;
  actionsLost: Int32Array;
  /** The last turn at whose end the unit was still fighting. */
  fightingTurns: Int32Array;
  /** Each side's casualties (dead, wounded, stabilised, captured) at the end of each turn: [side × turns + turn − 1]. */
  casualtiesAfterTurn: Int32Array;
  turn: number;
  /** The unit the chosen action aims at (see chooseAction). */
  target: number;
  /** 0 side a won, 1 side b, -1 undecided; the turn it was decided in. */
  winner: number;
  decidedIn: number;
  /** LOSS OF UNIT LEADER dice by the lost leader's LV (index LV − 1). */
  newLeader: LeaderLossPlan[];
  /** Fire plans by firer × units + target, then by the situation's key (see fireAction). */
  volleys: Array<Map<number, VolleyPlan>>;
  /** Close-assault plans by the situation (see assaultAction). */
  assaults: Map<string, CloseAssaultPlan>;
  /** The volley's results (see VOLLEY). */
  fired: Int32Array;
  /** A line of the engagement in words, when it is being traced (main thread); null in the kernels. */
  trace: ((line: string) => void) | null;
}

/**
 * The state of a cell, before its first trial.
 * @example engagementState(cell).units // cell.units.length
 */
export function engagementState(cell: EngagementCell): EngagementState {
  const n = cell.units.length;
  const figureStart = new Int32Array(n + 1);
  const groupStart = new Int32Array(n + 1);
  cell.units.forEach((u, i) => {
    figureStart[i + 1] = figureStart[i] + u.figureGroup.length;
    groupStart[i + 1] = groupStart[i] + u.troops.length;
  });
  return {
    cell,
    units: n,
    figures: new Int8Array(figureStart[n]),
    figureStart,
    groupHealthy: new Int32Array(groupStart[n]),
    groupStart,
    healthy: new Int32Array(n),
    untreated: new Int32Array(n),
    dead: new Int32Array(n),
    stabilised: new Int32Array(n),
    captured: new Int32Array(n),
    confidence: new Int32Array(n),
    markers: new Int32Array(n),
    panic: new Int32Array(n),
    suppressedBefore: new Uint8Array(n),
    firedOnBy: new Int32Array(n),
    activated: new Uint8Array(n),
    firedThisTurn: new Uint8Array(n),
    advance: new Float64Array(n),
    cover: new Int32Array(n),
    inPosition: new Uint8Array(n),
    gone: new Uint8Array(n),
    leaderFigure: new Int32Array(n),
    leadership: new Int32Array(n),
    actionsLost: new Int32Array(n),
    fightingTurns: new Int32Array(n),
    casualtiesAfterTurn: new Int32Array(2 * cell.turns),
    turn: 0,
    target: -1,
    winner: -1,
    decidedIn: 0,
    newLeader: [1, 2, 3].map(leaderLossPlan),
    volleys: Array.from({ length: n * n }, () => new Map<number, VolleyPlan>()),
    assaults: new Map(),
    fired: new Int32Array(6),
    trace: null,
  };
}

/** Puts every unit back as the scenario starts it. */
export function resetEngagement(s: EngagementState): void {
  const { cell } = s;
  s.figures.fill(FIGURE.healthy);
  for (let i = 0; i < s.units; i++) {
    const u = cell.units[i];
    for (let g = 0; g < u.troops.length; g++) s.groupHealthy[s.groupStart[i] + g] = u.troops[g].count;
    s.healthy[i] = u.figureGroup.length;
    s.untreated[i] = 0;
    s.dead[i] = 0;
    s.stabilised[i] = 0;
    s.captured[i] = 0;
    s.confidence[i] = u.start;
    s.markers[i] = 0;
    s.panic[i] = u.panic === 0 ? 2 : 0;
    s.suppressedBefore[i] = 0;
    s.firedOnBy[i] = 0;
    s.activated[i] = 0;
    s.firedThisTurn[i] = 0;
    s.advance[i] = 0;
    s.cover[i] = u.cover;
    s.inPosition[i] = u.inPosition ? 1 : 0;
    s.gone[i] = 0;
    s.leaderFigure[i] = u.leader;
    s.leadership[i] = u.leadership;
    s.actionsLost[i] = 0;
    s.fightingTurns[i] = 0;
  }
  s.casualtiesAfterTurn.fill(0);
  s.turn = 0;
  s.winner = -1;
  s.decidedIn = 0;
}

/** Whether unit i still fights: on the table, with a figure standing, not BROKEN or worse ("no longer willing to fight"). */
export function fighting(s: EngagementState, i: number): boolean {
  return s.gone[i] === 0 && s.healthy[i] > 0 && s.confidence[i] < 3;
}

/** Whether unit i keeps its side in the battle: on the table, a figure standing, better than the side's beaten level. */
export function holding(s: EngagementState, i: number): boolean {
  return s.gone[i] === 0 && s.healthy[i] > 0 && s.confidence[i] < s.cell.beatenAt;
}

/** Whether unit i is still on the table with a figure standing (a target, a unit that activates). */
export function present(s: EngagementState, i: number): boolean {
  return s.gone[i] === 0 && s.healthy[i] > 0;
}

/**
 * Inches between units i and j of opposite sides: the starting range less what both have advanced (at least 0).
 */
export function distance(s: EngagementState, i: number, j: number): number {
  const d = s.cell.range - s.advance[i] - s.advance[j];
  return d > 0 ? d : 0;
}
