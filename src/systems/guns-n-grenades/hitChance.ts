import { Dist } from '../../dice/exact/Dist.js';

/**
 * Exact chance that one attack hits (How Combat Works; Fast Shot): attacker d6 + ATK against defender
 * d6 + DEF, a hit when the attacker's total is HIGHER. Fast Shot re-rolls after a miss (the only time a
 * re-roll can help): mode 1 the attacker's die (the defender's roll stands), mode 2 both dice.
 * Returns Dist over 1 (hit) and 0 (miss).
 * @example hitChance(3, 2, 0).prob(1) // 21/36: d6+3 beats d6+2
 */
export function hitChance(atk: number, def: number, fastShot: 0 | 1 | 2): Dist<number> {
  const beats = (a: number, d: number) => (atk + a > def + d ? 1 : 0);
  const die = Dist.uniform(6);
  if (fastShot === 1) {
    return die.chain((d) => die.chain((a) => (beats(a, d) ? Dist.constant(1) : die.map((a2) => beats(a2, d)))));
  }
  const once = die.combine(die, (a, d) => beats(a, d));
  return fastShot === 2 ? once.chain((hit) => (hit ? Dist.constant(1) : once)) : once;
}
