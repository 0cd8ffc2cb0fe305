import { describe, expect, it } from 'vitest';
import { potentialHits } from './potentialHits.js';

describe('potential hits (STEP 2)', () => {
  it('follows the rulebook example: total 18 against a D8 gives two hits and 2 left over', () => {
    expect(potentialHits(18, 8)).toEqual({ certain: 2, leftover: 2 });
  });
  it('handles exact multiples and totals below one hit', () => {
    expect(potentialHits(16, 8)).toEqual({ certain: 2, leftover: 0 });
    expect(potentialHits(5, 8)).toEqual({ certain: 0, leftover: 5 });
  });
});
