import * as vega from 'vega';
import { describe, expect, it } from 'vitest';
import { useFontMetrics } from './useFontMetrics.js';

type Width = (item: object, text: unknown) => number;
const metrics = (vega as unknown as { textMetrics: { width: Width } }).textMetrics;

describe('useFontMetrics', () => {
  it('replaces vega text widths by DejaVu Sans widths (JSDoc example)', () => {
    useFontMetrics();
    expect(metrics.width({ fontSize: 12 }, 'Gauss rifle')).toBeCloseTo(63.79, 2);
    expect(metrics.width({ fontSize: 12, fontWeight: 'bold' }, 'Gauss rifle')).toBeGreaterThan(70);
    expect(metrics.width({ fontSize: 12 }, null)).toBe(0);
    expect(metrics.width({ fontSize: 12, limit: 20 }, 'Gauss rifle')).toBe(20);
  });
  it('is idempotent', () => {
    useFontMetrics();
    const first = metrics.width;
    useFontMetrics();
    expect(metrics.width).toBe(first);
  });
});
