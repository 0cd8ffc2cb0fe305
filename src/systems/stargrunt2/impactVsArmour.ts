export type HitEffect = 'none' | 'wound' | 'kill';

/**
 * STEP 3: PENETRATION AND EFFECT. "If the firer's roll is LESS THAN OR EQUAL TO the target's roll ...
 * no effect; if it is GREATER THAN the target's roll, then a WOUND is scored; if it is GREATER THAN
 * TWICE the target's roll, then a KILL is scored."
 * @example hitEffect(9, 4) // 'kill' (third roll of the rulebook's three-hit example)
 */
export function hitEffect(impactScore: number, armourScore: number, killMultiple = 2): HitEffect {
  // `killMultiple`: the parameter `kill-multiple` ("GREATER THAN TWICE" is 2).
  if (impactScore > killMultiple * armourScore) return 'kill';
  if (impactScore > armourScore) return 'wound';
  return 'none';
}
