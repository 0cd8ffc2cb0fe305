import { describe, expect, it } from 'vitest';
import { expectedName } from './expectedName.js';

describe('expectedName', () => {
  it('names the kind alone beside suggestions, and every name when there are none', () => {
    expect(expectedName('a weapon name', ['rifle', 'saw'], ['rifle'])).toBe('a weapon name');
    expect(expectedName('a weapon name', ['rifle', 'saw'], [])).toBe('a weapon name: rifle, saw');
  });
});
