import type { CloseCombatDie } from './closeCombatDice.js';

/**
 * One figure fighting `k` opponents in a round (CLOSE COMBAT RESOLUTION): "each of the attackers rolls their die
 * and each is compared separately to the opponent's roll ... it is quite possible that the single figure will beat
 * one attacker, but be defeated by the other"; equal rolls leave both standing. Returns the exact probability of
 * each result as `p[centreDown * (k + 1) + opponentsDown]`.
 * @example groupOutcome({ sides: 6, multiplier: 1 }, { sides: 6, multiplier: 1 }, 1) // [1/6, 15/36, 15/36, 0]
 */
export function groupOutcome(centre: CloseCombatDie, opponent: CloseCombatDie, k: number): Float64Array {
  const out = new Float64Array(2 * (k + 1));
  for (let face = 1; face <= centre.sides; face++) {
    const c = face * centre.multiplier;
    let beat = 0; // opponent's score above the centre's: the centre goes down
    let lose = 0; // below: the opponent goes down
    for (let o = 1; o <= opponent.sides; o++) {
      const s = o * opponent.multiplier;
      if (s > c) beat++;
      else if (s < c) lose++;
    }
    const pb = beat / opponent.sides;
    const pl = lose / opponent.sides;
    const pt = 1 - pb - pl;
    // Opponents: j lose, b beat the centre, the rest tie (multinomial).
    for (let j = 0; j <= k; j++) {
      for (let b = 0; b + j <= k; b++) {
        const p = multinomial(k, j, b) * pl ** j * pb ** b * pt ** (k - j - b);
        out[(b > 0 ? 1 : 0) * (k + 1) + j] += p / centre.sides;
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
