import { type CounterLayout, layoutOffsets } from '../../../../core/CounterLayout.js';
import { type CloseAssaultCell, ROUND_CAP } from './CloseAssaultCell.js';
import {
  type CloseAssaultDistribution,
  type CloseAssaultOutcome,
  closeAssaultQuantities,
} from './closeAssaultQuantities.js';

const outcomeIndex = (name: CloseAssaultOutcome) => closeAssaultQuantities.outcomes.findIndex((o) => o.name === name);

/** Outcome indices in the counters (the quantities' order), for the kernels and the exact evaluators. */
export const REFUSES = outcomeIndex('attacker_refuses');
export const WITHDRAWS = outcomeIndex('defender_withdraws');
export const REPULSED = outcomeIndex('attacker_repulsed_by_fire');
export const WAITS = outcomeIndex('attacker_waits_in_open');
export const ABORTS = outcomeIndex('attacker_aborts');
export const ATTACKER_WINS = outcomeIndex('attacker_wins');
export const DEFENDER_WINS = outcomeIndex('defender_wins');

/**
 * Counter layout: the seven outcomes, then rounds (0..15), attacker_dead, attacker_wounded, attacker_captured
 * (0..attackers), defender_dead, defender_wounded, defender_captured (0..defenders), attacker_confidence_after,
 * defender_confidence_after (0 CO … 4 RO), follow_through (0..units passing: 0..1 for one unit).
 * @example closeAssaultLayout(cell).distributions[0] // { name: 'rounds', size: 16 }
 */
export function closeAssaultLayout(
  cell: Pick<CloseAssaultCell, 'attackers' | 'defenders' | 'combined'>,
): CounterLayout<CloseAssaultOutcome, CloseAssaultDistribution> {
  const a = cell.attackers + 1;
  const d = cell.defenders + 1;
  return closeAssaultQuantities.layout({
    rounds: ROUND_CAP + 1,
    attacker_dead: a,
    attacker_wounded: a,
    attacker_captured: a,
    defender_dead: d,
    defender_wounded: d,
    defender_captured: d,
    attacker_confidence_after: 5,
    defender_confidence_after: 5,
    follow_through: (cell.combined?.units.length ?? 1) + 1,
  });
}

/** Where each distribution's histogram starts in the counters (the kernels count into them). */
export interface CloseAssaultOffsets {
  rounds: number;
  aDead: number;
  aWounded: number;
  aCaptured: number;
  dDead: number;
  dWounded: number;
  dCaptured: number;
  aConf: number;
  dConf: number;
  follow: number;
}

/**
 * Offsets of each distribution in the counters.
 * @example closeAssaultOffsets(cell).rounds // 7
 */
export function closeAssaultOffsets(
  cell: Pick<CloseAssaultCell, 'attackers' | 'defenders' | 'combined'>,
): CloseAssaultOffsets {
  const [rounds, aDead, aWounded, aCaptured, dDead, dWounded, dCaptured, aConf, dConf, follow] = layoutOffsets(
    closeAssaultLayout(cell),
  );
  return { rounds, aDead, aWounded, aCaptured, dDead, dWounded, dCaptured, aConf, dConf, follow };
}
