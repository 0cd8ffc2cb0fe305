import { beatAndLose, type CloseCombatScores, scoreWeights } from './scoreWeights.js';

/**
 * One figure fighting `k` opponents in a round (CLOSE COMBAT RESOLUTION): "each of the attackers rolls their die
 * and each is compared separately to the opponent's roll ... it is quite possible that the single figure will beat
 * one attacker, but be defeated by the other"; equal rolls leave both standing. The scores are the book's dice or a
 * house rule's score distributions. Returns the exact probability of each result as `p[centreDown * (k + 1) + opponentsDown]`.
 * @example groupOutcome({ sides: 6, multiplier: 1 }, { sides: 6, multiplier: 1 }, 1) // [1/6, 15/36, 15/36, 0]
 */
export function groupOutcome(
  centreScores: CloseCombatScores,
  opponentScores: CloseCombatScores,
  k: number,
): Float64Array {
  const centre = scoreWeights(centreScores);
  const opponent = scoreWeights(opponentScores);
  const out = new Float64Array(2 * (k + 1));
  for (let face = 0; face < centre.scores.length; face++) {
    // beat: the opponent's score above the centre's (the centre goes down); lose: below (the opponent goes down).
    const [beat, lose] = beatAndLose(opponent, centre.scores[face]);
    const pb = beat / opponent.total;
    const pl = lose / opponent.total;
    const pt = 1 - pb - pl;
    // Opponents: j lose, b beat the centre, the rest tie (multinomial).
    for (let j = 0; j <= k; j++) {
      for (let b = 0; b + j <= k; b++) {
        const p = multinomial(k, j, b) * pl ** j * pb ** b * pt ** (k - j - b);
        out[(b > 0 ? 1 : 0) * (k + 1) + j] += (p * centre.weights[face]) / centre.total;
      }
    }
  }
  return out;
}

function multinomial(n: number, a: number, b: number): number {
  return factorial(n) / (factorial(a) * factorial(b) * factorial(n - a - b));
}

function factorial(n: number): number {
  let f = 1;
  for (let i = 2; i <= n; i++) f *= i;
  return f;
}
