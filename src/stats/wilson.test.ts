import { describe, expect, it } from 'vitest';
import { histogramSummary } from './histogramSummary.js';
import { wilson, Z95 } from './wilson.js';

describe('wilson', () => {
  it('matches the Wilson score interval worked by hand', () => {
    // p = 0.5, n = 100, z = 1.96: centre 0.5, half-width z·sqrt(0.25/100 + z²/40000)/(1 + z²/100)
    const { lo, hi } = wilson(50, 100);
    const half = (Z95 * Math.sqrt(0.0025 + (Z95 * Z95) / 40000)) / (1 + (Z95 * Z95) / 100);
    expect(lo).toBeCloseTo(0.5 - half, 14);
    expect(hi).toBeCloseTo(0.5 + half, 14);
    expect(lo).toBeCloseTo(0.40383, 5);
  });
  it('stays inside [0, 1] and is not degenerate at 0 or n successes', () => {
    expect(wilson(0, 100).lo).toBe(0);
    expect(wilson(0, 100).hi).toBeCloseTo(0.03699, 5);
    expect(wilson(100, 100).hi).toBe(1);
  });
});

describe('histogramSummary', () => {
  it('gives mean, sd and quantiles of a histogram', () => {
    const s = histogramSummary([1, 2, 1], 4);
    expect(s.mean).toBe(1);
    expect(s.sd).toBeCloseTo(Math.SQRT1_2, 14);
    expect([s.p5, s.median, s.p95]).toEqual([0, 1, 2]);
    expect(s.hi - s.mean).toBeCloseTo((Z95 * Math.SQRT1_2) / 2, 14);
  });
  it('collapses the interval for exact probabilities', () => {
    const s = histogramSummary([0.25, 0.5, 0.25]);
    expect(s.lo).toBe(s.mean);
    expect(s.hi).toBe(s.mean);
  });
});
