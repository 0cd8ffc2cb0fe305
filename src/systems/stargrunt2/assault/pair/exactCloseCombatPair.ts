import type { StepFunctions } from '../../../../core/Kernel.js';
import type { Dist } from '../../../../dice/exact/Dist.js';
import { closeCombatExactSteps, closeCombatFighters } from '../closeCombatSteps.js';
import { type CloseCombatPairCell, PAIR_ROUND_CAP } from './CloseCombatPairCell.js';
import type { CloseCombatPairDistribution, CloseCombatPairOutcome } from './closeCombatPairQuantities.js';

/** Exact close-combat pair: who wins, and the rounds fought by value (the last bin holds the tail). */
interface CloseCombatPairExact {
  outcomes: Record<CloseCombatPairOutcome, number>;
  distributions: Record<CloseCombatPairDistribution, Float64Array>;
}

/**
 * Exact close-combat pair, in closed form: with a, d, t the attacker's, defender's and tie chances of a later
 * round and a1, d1, t1 those of the first, P(attacker wins) = a1 + t1·a/(1 − t); rounds is geometric after the
 * first. Nothing is truncated: the last `rounds` bin holds the whole tail. Each figure's score distribution is the
 * book's `score` step's, derived from the step itself.
 * @example exactCloseCombatPair(cell).outcomes.attacker_wins // P(attacker wins)
 */
export function exactCloseCombatPair(cell: CloseCombatPairCell): CloseCombatPairExact {
  return exactCloseCombatPairWith(cell, {});
}

/**
 * The pair with a house rule's exact `score` twin (the book's where not replaced): each round's chances from the
 * two scores' distributions.
 * @example exactCloseCombatPairWith(cell, {}) // the book's, from the book's score distributions
 */
export function exactCloseCombatPairWith(cell: CloseCombatPairCell, exactSteps: StepFunctions): CloseCombatPairExact {
  const { score } = closeCombatExactSteps(exactSteps);
  const [af, df, a, d] = closeCombatFighters(cell).map((f) => score(f));
  return pairFromRounds(roundChancesOf(af, df), roundChancesOf(a, d));
}

function roundChancesOf(attacker: Dist<number>, defender: Dist<number>): [number, number, number] {
  const a = attacker.combine(defender, (x, y) => (x > y ? 1 : y > x ? -1 : 0));
  return [a.prob(1), a.prob(-1), a.prob(0)];
}

/** Who wins and the rounds fought, from the first round's chances and a later round's. */
function pairFromRounds(
  [a1, d1, t1]: [number, number, number],
  [a, d, t]: [number, number, number],
): CloseCombatPairExact {
  const rounds = new Float64Array(PAIR_ROUND_CAP + 1);
  rounds[1] = 1 - t1;
  for (let r = 2; r < PAIR_ROUND_CAP; r++) rounds[r] = t1 * t ** (r - 2) * (1 - t);
  rounds[PAIR_ROUND_CAP] = t1 * t ** (PAIR_ROUND_CAP - 2);
  return {
    outcomes: { attacker_wins: a1 + (t1 * a) / (a + d), defender_wins: d1 + (t1 * d) / (a + d) },
    distributions: { rounds },
  };
}
