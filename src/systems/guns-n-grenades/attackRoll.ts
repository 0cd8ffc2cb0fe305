/** One attack roll as the hot loops read it: plain small integers. */
export interface AttackRollPlan {
  /** The attacker's ATK against this target (upgrades included). */
  atk: number;
  /** The target's DEF (cover, hunker, upgrades included). */
  def: number;
  /** Fast Shot: 0 none, 1 re-roll the attacker's die after a miss, 2 re-roll both dice. */
  fastShot: number;
}

/** The most uniforms one attack roll draws: both dice, and both again for Fast Shot. */
export const ATTACK_ROLL_DRAWS = 4;

/** Where attackRoll leaves its results in its `out` array. */
export const ATTACK_ROLL = { hit: 0, attackerDie: 1 } as const;

/**
 * The plan of an attack roll. `| 0` keeps every number a small integer in V8's eyes, also when the cell
 * arrived by structured clone in a worker.
 * @example attackRollPlan(3, 2, 0) // { atk: 3, def: 2, fastShot: 0 }
 */
export function attackRollPlan(atk: number, def: number, fastShot: number): AttackRollPlan {
  return { atk: atk | 0, def: def | 0, fastShot: fastShot | 0 };
}

/**
 * How Combat Works, one attack roll: the attacker's d6 then the defender's d6 from the uniforms `u` at `next`
 * (a face is ((u * 6) | 0) + 1), a hit when d6 + ATK is HIGHER than d6 + DEF; after a miss Fast Shot re-rolls
 * the attacker's die (mode 1) or both dice (mode 2). Writes whether it hit and the attacker's final die (a
 * blast radius compares it with each other unit's DEF roll) into `out` (see ATTACK_ROLL) and returns the next
 * unused index. The caller makes sure ATTACK_ROLL_DRAWS uniforms are left. Every kernel that rolls an attack
 * calls this, so they all draw the dice in the same order.
 * @example attackRoll(attackRollPlan(3, 2, 0), Float64Array.of(0.9, 0.1), 0, out) // 2; out[0] === 1 (6 + 3 > 1 + 2), out[1] === 6
 */
export function attackRoll(p: AttackRollPlan, u: Float64Array, next: number, out: Int32Array): number {
  const atk = p.atk;
  const def = p.def;
  let a = ((u[next++] * 6) | 0) + 1;
  let d = ((u[next++] * 6) | 0) + 1;
  let hit = atk + a > def + d;
  if (!hit && p.fastShot > 0) {
    a = ((u[next++] * 6) | 0) + 1;
    if (p.fastShot === 2) d = ((u[next++] * 6) | 0) + 1;
    hit = atk + a > def + d;
  }
  out[0] = hit ? 1 : 0;
  out[1] = a;
  return next;
}
