import { describe, expect, test } from 'vitest';
import { closestNames } from './closestNames.js';

describe('closestNames', () => {
  test('the documented example: prefix matches, shortest first', () => {
    expect(closestNames('gauss', ['rifle', 'gauss-machine-gun', 'gauss-rifle', 'gauss-rifle-gl'])).toEqual([
      'gauss-rifle',
      'gauss-rifle-gl',
      'gauss-machine-gun',
    ]);
  });

  test('misspellings, best first, ignoring case', () => {
    expect(closestNames('vetran', ['untrained', 'green', 'regular', 'veteran', 'elite'])).toEqual(['veteran']);
    expect(closestNames('SOFT', ['open', 'soft', 'hard'])).toEqual(['soft']);
    expect(
      closestNames('partial-lite', ['basic', 'partial-light', 'full-light', 'light-power', 'heavy-power']),
    ).toEqual(['partial-light']);
  });

  test('a swap of neighbouring letters (two edits) is still close', () => {
    expect(closestNames('rnage', ['range', 'rules'])).toEqual(['range']);
  });

  test('containment: a name inside a longer one', () => {
    expect(closestNames('saw', ['conventional-saw', 'gauss-saw', 'rifle'])).toEqual(['gauss-saw', 'conventional-saw']);
  });

  test('nothing reasonably close gives nothing', () => {
    expect(closestNames('zzz', ['open', 'soft', 'hard'])).toEqual([]);
    expect(closestNames('', ['open'])).toEqual([]);
  });

  test('at most `max` names', () => {
    expect(closestNames('d6', ['d4', 'd8', 'd10', 'd12', 'd6x2'], 2)).toHaveLength(2);
  });
});
