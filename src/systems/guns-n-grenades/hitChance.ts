import type { Dist } from '../../dice/exact/Dist.js';
import { attackRollDist } from './attackRollDist.js';

/**
 * Exact chance that one attack hits (How Combat Works; Fast Shot): attacker d6 + ATK against defender
 * d6 + DEF, a hit when the attacker's total is HIGHER. Fast Shot re-rolls after a miss (the only time a
 * re-roll can help): mode 1 the attacker's die (the defender's roll stands), mode 2 both dice.
 * Returns Dist over 1 (hit) and 0 (miss).
 * @example hitChance(3, 2, 0).prob(1) // 21/36: d6+3 beats d6+2
 */
export function hitChance(atk: number, def: number, fastShot: 0 | 1 | 2): Dist<number> {
  return attackRollDist(atk, def, fastShot).map((k) => k & 1);
}
