import { describe, expect, it } from 'vitest';
import { consistentWithExact, normalTail } from './consistentWithExact.js';

describe('consistentWithExact', () => {
  it('uses standard errors for common events', () => {
    expect(consistentWithExact(5030, 10000, 0.5)).toBe(true);
    expect(consistentWithExact(5225, 10000, 0.5)).toBe(true); // 4.5 SE exactly
    expect(consistentWithExact(5240, 10000, 0.5)).toBe(false); // 4.8 SE
  });

  it('uses the Poisson tail for rare events, on either side', () => {
    expect(consistentWithExact(1, 400_000, 1e-8)).toBe(true); // P(X ≥ 1) = 0.4%
    expect(consistentWithExact(3, 400_000, 1e-8)).toBe(false); // P(X ≥ 3) ≈ 1e-8
    expect(consistentWithExact(0, 400_000, 1e-4)).toBe(false); // 40 expected, none seen
    expect(consistentWithExact(400_000 - 1, 400_000, 1 - 1e-8)).toBe(true);
    expect(consistentWithExact(0, 400_000, 0)).toBe(true);
    expect(consistentWithExact(1, 400_000, 0)).toBe(false);
  });

  it('computes the normal tail', () => {
    expect(normalTail(4.5)).toBeCloseTo(3.3976731247300535e-6, 18);
    expect(normalTail(1.959963984540054)).toBeCloseTo(0.025, 12);
  });
});
