import { type EngagementBase, engagementBase } from '../../engagement/EngagementBase.js';
import type { AttackCell } from '../common/AttackCell.js';
import type { MoraleCheckCell } from '../moraleCheck/MoraleCheckCell.js';
import type { SuppressionAreaCell } from '../suppressionArea/SuppressionAreaCell.js';
import type { GfEngagementCell } from './GfEngagementCell.js';

/**
 * A Grunt Factor engagement as it is played: the engine's fields (EngagementBase) and, by squad (side a's first),
 * standing figures by weapon group, whether its leader lives, panic, position and cover, the suppression area on it
 * — with the cell and the caches of the single resolutions' cells it has built.
 */
export interface GfEngagementState extends EngagementBase {
  cell: GfEngagementCell;
  /** Standing figures by weapon group, squad i's from groupStart[i]. */
  groupHealthy: Int32Array;
  groupStart: Int32Array;
  leaderAlive: Uint8Array;
  panicked: Uint8Array;
  /** Fired on since its last activation (Recovering from panic: "under fire"). */
  underFire: Uint8Array;
  /** cm the squad has moved towards the enemy (negative: away); distance = range − both advances. */
  advance: Float64Array;
  /** Still in the cover it started in (moving leaves it). */
  inCover: Uint8Array;
  /** The strength of the suppression area the squad is in (0: none), and the squad that fires it. */
  suppressedBy: Int32Array;
  suppressor: Int32Array;
  /** The enemy squad the chosen action aims at, and the action of the activation being chosen (1 …). */
  target: number;
  action: number;
  /** Cells of the single resolutions built so far, by the situation (see gfCells.ts). */
  attacks: Map<number, AttackCell | null>;
  morale: Map<number, MoraleCheckCell>;
  suppression: Map<string, SuppressionAreaCell>;
  recovery: Map<string, number>;
  /** An attack's hits and unsaved hits (see ATTACK). */
  out: Int32Array;
}

/** The fields of GfEngagementState that make up a game's state (beyond the engine's), for the exact chain. */
export const GF_STATE_FIELDS = [
  'groupHealthy',
  'leaderAlive',
  'panicked',
  'underFire',
  'advance',
  'inCover',
  'suppressedBy',
  'suppressor',
] as const satisfies ReadonlyArray<keyof GfEngagementState>;

/**
 * The state of a cell, before its first trial.
 * @example gfEngagementState(cell).units // cell.units.length
 */
export function gfEngagementState(cell: GfEngagementCell): GfEngagementState {
  const n = cell.units.length;
  const groupStart = new Int32Array(n + 1);
  cell.units.forEach((u, i) => (groupStart[i + 1] = groupStart[i] + u.troops.length));
  return {
    ...engagementBase(
      cell.units.map((u) => u.side),
      cell.units.map((u) => u.figures),
      cell.turns,
    ),
    cell,
    groupHealthy: new Int32Array(groupStart[n]),
    groupStart,
    leaderAlive: new Uint8Array(n),
    panicked: new Uint8Array(n),
    underFire: new Uint8Array(n),
    advance: new Float64Array(n),
    inCover: new Uint8Array(n),
    suppressedBy: new Int32Array(n),
    suppressor: new Int32Array(n),
    target: -1,
    action: 0,
    attacks: new Map(),
    morale: new Map(),
    suppression: new Map(),
    recovery: new Map(),
    out: new Int32Array(2),
  };
}

/** Puts every squad's Grunt Factor fields back as the scenario starts it (the engine resets its own). */
export function resetGfEngagement(s: GfEngagementState): void {
  for (let i = 0; i < s.units; i++) {
    const u = s.cell.units[i];
    for (let g = 0; g < u.troops.length; g++) s.groupHealthy[s.groupStart[i] + g] = u.troops[g].count;
    s.leaderAlive[i] = 1;
    s.panicked[i] = 0;
    s.underFire[i] = 0;
    s.advance[i] = 0;
    s.inCover[i] = u.cover === 'none' ? 0 : 1;
    s.suppressedBy[i] = 0;
    s.suppressor[i] = -1;
  }
}

/** Whether squad i is still on the table with a figure standing. */
export function present(s: GfEngagementState, i: number): boolean {
  return s.healthy[i] > 0;
}

/** cm between squads i and j of opposite sides: the starting range less what both have advanced (at least 0: in contact). */
export function distance(s: GfEngagementState, i: number, j: number): number {
  const d = s.cell.range - s.advance[i] - s.advance[j];
  return d > 0 ? d : 0;
}

/** The nearest enemy squad still standing, or -1. */
export function nearestEnemy(s: GfEngagementState, i: number): number {
  let best = -1;
  for (let j = 0; j < s.units; j++) {
    if (s.sideOf[j] === s.sideOf[i] || !present(s, j)) continue;
    if (best < 0 || distance(s, i, j) < distance(s, i, best)) best = j;
  }
  return best;
}
