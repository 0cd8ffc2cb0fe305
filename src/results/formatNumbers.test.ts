import { expect, it } from 'vitest';
import { fixed, grouped, percent, plusMinus } from './formatNumbers.js';

it('formats numbers for people', () => {
  expect(percent(0.25314)).toBe('25.31%');
  expect(plusMinus(0.2531, 0.2522, 0.254)).toBe('25.31% ± 0.09');
  expect(plusMinus(0.5, 0.5, 0.5)).toBe('50.00%');
  expect(fixed(0.250312)).toBe('0.250');
  expect(grouped(1000000)).toBe('1,000,000');
});
