import { Dist } from '../../dice/exact/Dist.js';

/**
 * Exact distribution of one attack roll (How Combat Works; Fast Shot), the exact twin of attackRoll:
 * attacker d6 + ATK against defender d6 + DEF, a hit when the attacker's total is HIGHER; after a miss Fast
 * Shot re-rolls the attacker's die (mode 1, the defender's roll stands) or both dice (mode 2). Keys are the
 * attacker's final die × 2 + hit (1) or miss (0), so a blast radius can read the die the other units face.
 * @example attackRollDist(3, 2, 0).probWhere((k) => (k & 1) === 1) // 21/36: d6+3 beats d6+2
 */
export function attackRollDist(atk: number, def: number, fastShot: 0 | 1 | 2): Dist<number> {
  const die = Dist.uniform(6);
  const beats = (a: number, d: number) => (atk + a > def + d ? 1 : 0);
  return die.chain((d) =>
    die.chain((a) => {
      if (beats(a, d) || fastShot === 0) return Dist.constant(a * 2 + beats(a, d));
      if (fastShot === 1) return die.map((a2) => a2 * 2 + beats(a2, d));
      return die.combine(die, (a2, d2) => a2 * 2 + beats(a2, d2));
    }),
  );
}
