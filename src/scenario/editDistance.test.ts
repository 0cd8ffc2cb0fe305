import { expect, test } from 'vitest';
import { editDistance } from './editDistance.js';

test('editDistance: optimal string alignment', () => {
  expect(editDistance('vetran', 'veteran')).toBe(1);
  expect(editDistance('ca', 'ac')).toBe(1);
  expect(editDistance('', 'abc')).toBe(3);
  expect(editDistance('kitten', 'sitting')).toBe(3);
  expect(editDistance('ca', 'abc')).toBe(3); // OSA, not unrestricted Damerau–Levenshtein (2)
  expect(editDistance('same', 'same')).toBe(0);
});
