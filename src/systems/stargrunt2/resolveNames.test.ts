import { describe, expect, it } from 'vitest';
import type { Issue } from '../../core/Issue.js';
import { lookUp, weaponTable } from './resolveNames.js';

describe('lookUp', () => {
  it('suggests the closest names, or lists every name when none is close', () => {
    const issues: Issue[] = [];
    const table = weaponTable(undefined);
    expect(lookUp(table, 'gauss-rifel', ['w'], 'weapon', issues)).toBeUndefined();
    expect(issues[0].suggestions?.[0]).toBe('gauss-rifle');
    expect(issues[0].expected).toBe('a weapon name');
    lookUp(table, 'squad-automatic-weapon', ['w'], 'weapon', issues);
    expect(issues[1].suggestions).toEqual([]);
    expect(issues[1].expected).toBe(`a weapon name: ${Object.keys(table).join(', ')}`);
    expect(issues[1].expected).toContain('conventional-saw');
  });
});
