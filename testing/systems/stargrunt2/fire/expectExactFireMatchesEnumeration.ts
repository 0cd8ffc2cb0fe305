import { expect } from 'vitest';
import { exactFire } from '../../../../src/systems/stargrunt2/fire/exactFire.js';
import type { FireCell } from '../../../../src/systems/stargrunt2/fire/FireCell.js';
import { fireLayout } from '../../../../src/systems/stargrunt2/fire/fireLayout.js';
import { exactSummary } from '../../../exactSummary.js';
import { bruteForceMixedFire } from './bruteForceMixedFire.js';

/**
 * Checks exactFire against the plain enumeration (bruteForceMixedFire) for one cell: every outcome and every value of
 * every distribution, to 10 digits (the enumeration adds up ~10⁵ floating-point terms per value).
 */
export function expectExactFireMatchesEnumeration(cell: FireCell): void {
  const exact = exactSummary(fireLayout(cell), exactFire(cell));
  const brute = bruteForceMixedFire(cell);
  ['no_effect', 'suppressed_only', 'effective'].forEach((outcome, i) =>
    expect(exact.outcomes[outcome].p).toBeCloseTo(brute.outcomes[i], 10),
  );
  for (const dist of ['potential_hits', 'wound_results', 'kill_results', 'dead', 'wounded', 'casualties'] as const) {
    const values = exact.distributions[dist];
    const expected = brute[dist];
    for (let k = 0; k < Math.max(expected.length, Object.keys(values).length); k++) {
      expect(values[String(k)] ?? 0, `${dist} = ${k}`).toBeCloseTo(expected[k] ?? 0, 10);
    }
  }
}
