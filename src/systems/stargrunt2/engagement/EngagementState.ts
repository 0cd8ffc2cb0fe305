import { type EngagementBase, engagementBase } from '../../engagement/EngagementBase.js';
import type { CloseAssaultPlan } from '../assault/closeAssault/resolveCloseAssault.js';
import type { FireCell } from '../fire/FireCell.js';
import type { VolleyPlan } from '../fire/fireVolley.js';
import { type LeaderLossPlan, leaderLossPlan } from '../steps/leaderLoss.js';
import type { EngagementCell } from './EngagementCell.js';

/** What happens to a figure: the states of `figures`. */
export const FIGURE = { healthy: 0, wounded: 1, stabilised: 2, dead: 3, captured: 4 } as const;

/** Where a unit's panic stands: may still panic, panicked, or past the risk for the rest of the game. */
export const PANIC = { atRisk: 0, panicked: 1, immune: 2 } as const;

/** A fire plan the engagement has built, with the fire cell it came from (the exact chain reads the cell). */
export interface EngagementVolley {
  plan: VolleyPlan;
  cell: FireCell;
}

/**
 * A Stargrunt II engagement as it is played: the engine's fields (EngagementBase) and, by unit (side a's first), every
 * figure's state, the untreated and stabilised casualties, confidence, suppression, panic, position and leader — with
 * the cell and the caches of fire and close-assault plans.
 */
export interface EngagementState extends EngagementBase {
  cell: EngagementCell;
  /** Each figure's state (see FIGURE), unit i's from figureStart[i]. */
  figures: Int8Array;
  figureStart: Int32Array;
  /** Healthy figures by weapon group, unit i's from groupStart[i] (the composition that fires). */
  groupHealthy: Int32Array;
  groupStart: Int32Array;
  untreated: Int32Array;
  stabilised: Int32Array;
  /** Confidence level, 0 CO … 4 RO. */
  confidence: Int32Array;
  markers: Int32Array;
  panic: Int32Array;
  suppressedBefore: Uint8Array;
  /** Bit j: unit j has fired on this unit (a BROKEN unit fires only at those). */
  firedOnBy: Int32Array;
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
  /** The unit the chosen action aims at (see chooseAction). */
  target: number;
  /** LOSS OF UNIT LEADER dice by the lost leader's LV (index LV − 1). */
  newLeader: LeaderLossPlan[];
  /** Fire plans by firer × units + target, then by the situation's key (see fireAction). */
  volleys: Array<Map<number, EngagementVolley>>;
  /** Close-assault plans by the situation (see assaultAction). */
  assaults: Map<string, CloseAssaultPlan>;
  /** The volley's results (see VOLLEY). */
  fired: Int32Array;
}

/** The fields of EngagementState that make up a game's state (beyond the engine's), for the exact chain. */
export const STATE_FIELDS = [
  'figures',
  'groupHealthy',
  'untreated',
  'stabilised',
  'confidence',
  'markers',
  'panic',
  'suppressedBefore',
  'firedOnBy',
  'firedThisTurn',
  'advance',
  'cover',
  'inPosition',
  'gone',
  'leaderFigure',
  'leadership',
] as const satisfies ReadonlyArray<keyof EngagementState>;

/**
 * The state of a cell, before its first trial.
 * @example engagementState(cell).units // cell.units.length
 */
export function engagementState(cell: EngagementCell): EngagementState {
  const n = cell.units.length;
  const figureStart = new Int32Array(n + 1);
  const groupStart = new Int32Array(n + 1);
  cell.units.forEach((u, i) => {
    figureStart[i + 1] = figureStart[i] + u.figures;
    groupStart[i + 1] = groupStart[i] + u.troops.length;
  });
  return {
    ...engagementBase(
      cell.units.map((u) => u.side),
      cell.units.map((u) => u.figures),
      cell.turns,
    ),
    cell,
    figures: new Int8Array(figureStart[n]),
    figureStart,
    groupHealthy: new Int32Array(groupStart[n]),
    groupStart,
    untreated: new Int32Array(n),
    stabilised: new Int32Array(n),
    confidence: new Int32Array(n),
    markers: new Int32Array(n),
    panic: new Int32Array(n),
    suppressedBefore: new Uint8Array(n),
    firedOnBy: new Int32Array(n),
    firedThisTurn: new Uint8Array(n),
    advance: new Float64Array(n),
    cover: new Int32Array(n),
    inPosition: new Uint8Array(n),
    gone: new Uint8Array(n),
    leaderFigure: new Int32Array(n),
    leadership: new Int32Array(n),
    target: -1,
    newLeader: [1, 2, 3].map(leaderLossPlan),
    volleys: Array.from({ length: n * n }, () => new Map<number, EngagementVolley>()),
    assaults: new Map(),
    fired: new Int32Array(6),
  };
}

/** Puts every unit's Stargrunt II fields back as the scenario starts it (the engine resets its own). */
export function resetEngagement(s: EngagementState): void {
  const { cell } = s;
  s.figures.fill(FIGURE.healthy);
  for (let i = 0; i < s.units; i++) {
    const u = cell.units[i];
    for (let g = 0; g < u.troops.length; g++) s.groupHealthy[s.groupStart[i] + g] = u.troops[g].count;
    s.untreated[i] = 0;
    s.stabilised[i] = 0;
    s.confidence[i] = u.start;
    s.markers[i] = 0;
    s.panic[i] = u.panic === 0 ? PANIC.immune : PANIC.atRisk;
    s.suppressedBefore[i] = 0;
    s.firedOnBy[i] = 0;
    s.firedThisTurn[i] = 0;
    s.advance[i] = 0;
    s.cover[i] = u.cover;
    s.inPosition[i] = u.inPosition ? 1 : 0;
    s.gone[i] = 0;
    s.leaderFigure[i] = u.leader;
    s.leadership[i] = u.leadership;
  }
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
