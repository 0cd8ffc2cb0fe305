import { describe, expect, it } from 'vitest';
import { exactFixture, fireFixture } from '../../testing/charts/fixtures.js';
import { methodLine } from './methodLine.js';

describe('methodLine', () => {
  it('names method, seed, trials and what shows the intervals (JSDoc example)', () => {
    expect(methodLine(fireFixture(), undefined, 'black bars')).toBe(
      'Monte Carlo, seed 7, 1,000,000 trials per cell, black bars show 95% intervals',
    );
    expect(methodLine(fireFixture())).toBe('Monte Carlo, seed 7, 1,000,000 trials per cell');
  });
  it('says exact for exact results (JSDoc example)', () => {
    expect(methodLine(exactFixture(fireFixture()), undefined, 'bands')).toBe('exact probabilities');
  });
  it('gives a range when cells ran different numbers of trials', () => {
    const doc = fireFixture();
    doc.cells[1] = { ...doc.cells[1], trials: 250_000 };
    expect(methodLine(doc)).toBe('Monte Carlo, seed 7, 250,000–1,000,000 trials per cell');
  });
});
