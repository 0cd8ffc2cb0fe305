import type { CloseAssaultCell } from './CloseAssaultCell.js';
import {
  ABORTS,
  ATTACKER_WINS,
  closeAssaultLayout,
  DEFENDER_WINS,
  REFUSES,
  REPULSED,
  WAITS,
  WITHDRAWS,
} from './closeAssaultLayout.js';
import type { CloseAssaultDistribution, CloseAssaultOutcome } from './closeAssaultQuantities.js';

/** Exact close assault: each outcome's probability and each histogram by value. */
export interface CloseAssaultExact {
  outcomes: Record<CloseAssaultOutcome, number>;
  distributions: Record<CloseAssaultDistribution, Float64Array>;
}

/** Who lost the close combat, if there was one. */
export type AssaultLoser = 'attacker' | 'defender' | 'none';

/**
 * Where the exact evaluators of a close assault (single and combined) add up the probability of each way it ends,
 * with the CASUALTIES IN CLOSE COMBAT of each: n downed figures roll a D6 each (binomial: 1–2 dead, 3–4 wounded,
 * 5–6 stunned), the losers' wounded and stunned are captured (Binomial(n, 2/3)).
 * @example const sums = new AssaultExactSums(cell); sums.settle(p, REFUSES, 0, [1], [1], [0, 0], 'none', [0, 0], [1]); sums.result()
 */
export class AssaultExactSums {
  private readonly outcomes: Float64Array;
  private readonly histograms: Record<CloseAssaultDistribution, Float64Array>;

  constructor(cell: Pick<CloseAssaultCell, 'attackers' | 'defenders' | 'combined'>) {
    const layout = closeAssaultLayout(cell);
    this.outcomes = new Float64Array(layout.outcomes.length);
    const size = (name: CloseAssaultDistribution) => layout.distributions.find((d) => d.name === name)?.size ?? 0;
    this.histograms = {
      rounds: new Float64Array(size('rounds')),
      attacker_dead: new Float64Array(size('attacker_dead')),
      attacker_wounded: new Float64Array(size('attacker_wounded')),
      attacker_captured: new Float64Array(size('attacker_captured')),
      defender_dead: new Float64Array(size('defender_dead')),
      defender_wounded: new Float64Array(size('defender_wounded')),
      defender_captured: new Float64Array(size('defender_captured')),
      attacker_confidence_after: new Float64Array(size('attacker_confidence_after')),
      defender_confidence_after: new Float64Array(size('defender_confidence_after')),
      follow_through: new Float64Array(size('follow_through')),
    };
  }

  /**
   * Adds one way the assault ends, of probability p: the outcome (its index), the rounds fought, the attackers'
   * final defensive fire dead and wounded (histograms, [1] for none), figures down in the close combat on each
   * side, the loser, both confidence levels after and the follow-through (a histogram of units passing).
   */
  settle(
    p: number,
    outcome: number,
    rounds: number,
    fireDead: number[],
    fireWounded: number[],
    down: [number, number],
    loser: AssaultLoser,
    confidence: [number, number],
    followed: number[],
  ): void {
    if (p === 0) return;
    const h = this.histograms;
    this.outcomes[outcome] += p;
    h.rounds[rounds] += p;
    d6(
      p,
      down[0],
      fireDead,
      fireWounded,
      loser === 'attacker',
      h.attacker_dead,
      h.attacker_wounded,
      h.attacker_captured,
    );
    d6(p, down[1], [1], [1], loser === 'defender', h.defender_dead, h.defender_wounded, h.defender_captured);
    h.attacker_confidence_after[confidence[0]] += p;
    h.defender_confidence_after[confidence[1]] += p;
    followed.forEach((pf, k) => (h.follow_through[k] += p * pf));
  }

  /** The sums, by name. */
  result(): CloseAssaultExact {
    const o = this.outcomes;
    return {
      outcomes: {
        attacker_refuses: o[REFUSES],
        defender_withdraws: o[WITHDRAWS],
        attacker_repulsed_by_fire: o[REPULSED],
        attacker_waits_in_open: o[WAITS],
        attacker_aborts: o[ABORTS],
        attacker_wins: o[ATTACKER_WINS],
        defender_wins: o[DEFENDER_WINS],
      },
      distributions: this.histograms,
    };
  }
}

/**
 * A histogram certain of one value: the final defensive fire's dead (or wounded) when they are known.
 * @example oneHot(2) // [0, 0, 1]
 */
export function oneHot(k: number): number[] {
  const out = new Array(k + 1).fill(0);
  out[k] = 1;
  return out;
}

/** A side's histograms: n figures down roll D6 each (1–2 dead, 3–4 wounded), added to the fire's own dead and wounded. */
function d6(
  p: number,
  n: number,
  fireDead: number[],
  fireWounded: number[],
  lost: boolean,
  dead: Float64Array,
  wounded: Float64Array,
  captured: Float64Array,
): void {
  for (let k = 0; k <= n; k++) {
    const third = binomial(n, k, 1 / 3);
    fireDead.forEach((q, x) => (dead[x + k] += p * q * third));
    fireWounded.forEach((q, x) => (wounded[x + k] += p * q * third));
  }
  if (!lost) captured[0] += p;
  else for (let k = 0; k <= n; k++) captured[k] += p * binomial(n, k, 2 / 3);
}

function binomial(n: number, k: number, q: number): number {
  let c = 1;
  for (let i = 0; i < k; i++) c = (c * (n - i)) / (i + 1);
  return c * q ** k * (1 - q) ** (n - k);
}
