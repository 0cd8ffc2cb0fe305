import type { AirDefenceDice } from '../../steps/airDefence.js';

/** One normalized support-request cell: every rulebook name already turned into dice, boxes and turns. */
export interface SupportRequestCell {
  /** Game turns followed, the first request's turn being turn 1. */
  turns: number;
  /** Requests the caller makes in a turn until one is granted (each costs an action). */
  requestsPerTurn: number;
  /** The request die must exceed LV + the support's factor. */
  needed: number;
  /** The request die's sides with c chits committed, c = 0 … perRequest. */
  sidesByChits: number[];
  /** Chits committed to each request while the pool lasts (the last request gets what is left). */
  perRequest: number;
  /** The chit pool: rolled on a D`poolDie` when poolDie > 0, else `poolFixed`. */
  poolDie: number;
  poolFixed: number;
  /** Starting box on the Inbound chart, 1–3; 0: a D6 halved, rounded up. */
  startBox: number;
  /** On the table `arrivalDelay` turns after the turn the counter reaches box 1: 0 for fire missions, 1 for units. */
  arrivalDelay: number;
  /** Present when an airborne unit must penetrate an ADE (absent: no ADE, nothing rolled). */
  airDefence?: AirDefenceDice;
  note?: string;
}

/** The largest chit pool a cell can have: the histogram of chits_spent runs 0 … this. */
export function maxPool(cell: SupportRequestCell): number {
  return cell.poolDie > 0 ? cell.poolDie : cell.poolFixed;
}

/** Requests the caller can make within the turns followed. */
export function maxRequests(cell: SupportRequestCell): number {
  return cell.turns * cell.requestsPerTurn;
}
