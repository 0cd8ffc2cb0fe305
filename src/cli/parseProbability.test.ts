import { expect, it } from 'vitest';
import { parseProbability } from './parseProbability.js';

it('reads a precision target and refuses nonsense', () => {
  expect(parseProbability('0.002')).toBe(0.002);
  expect(parseProbability('1e-3')).toBe(0.001);
  expect(() => parseProbability('0')).toThrow(/between 0 and 0.5/);
  expect(() => parseProbability('2%')).toThrow(/not "2%"/);
});
