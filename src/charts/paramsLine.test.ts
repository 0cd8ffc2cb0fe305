import { describe, expect, it } from 'vitest';
import type { CellResult } from '../results/ResultsDocument.js';
import { paramsLine } from './paramsLine.js';

describe('paramsLine', () => {
  it('writes the swept parameters in plain words (JSDoc example)', () => {
    expect(paramsLine({ params: { range: 4, 'target.cover': 'open' } } as unknown as CellResult)).toBe(
      'range = 4, target.cover = open',
    );
  });
  it('is empty without parameters or cell', () => {
    expect(paramsLine({ params: {} } as unknown as CellResult)).toBe('');
    expect(paramsLine(undefined)).toBe('');
  });
});
