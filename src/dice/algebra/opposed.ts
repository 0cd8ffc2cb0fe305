import type { Fraction } from '../exact/Dist.js';
import type { Distribution } from './Distribution.js';

/** An opposed roll's three results, exact. */
export interface OpposedResult {
  win: Fraction;
  tie: Fraction;
  lose: Fraction;
}

/**
 * Opposed rolls (or pools, or success counts): the chance that `attacker` beats, ties or loses to `defender`,
 * rolled independently.
 */
export function opposed(attacker: Distribution, defender: Distribution): OpposedResult {
  const sign = attacker.combine(defender, (a, b) => Math.sign(a - b));
  return { win: sign.probExact(1), tie: sign.probExact(0), lose: sign.probExact(-1) };
}
