import { describe, expect, expectTypeOf, it } from 'vitest';
import { ZodError } from 'zod';
import type { AttackCell } from '../src/systems/guns-n-grenades/attack/AttackCell.js';
import attackDefinition from '../src/systems/guns-n-grenades/attack/attackDefinition.js';
import { cellOf, issuesOf, normalizeOf } from './cellOf.js';

const riflemen = {
  system: 'guns-n-grenades',
  resolve: 'attack',
  attacker: { unit: 'riflemen' },
  target: { unit: 'riflemen' },
  distance: 6,
};

describe("cellOf and issuesOf (Guns 'n Grenades attack)", () => {
  it('builds the normalized cell of an accepted scenario, typed by the definition, with no issues', () => {
    const cell = cellOf(attackDefinition, riflemen);
    expectTypeOf(cell).toEqualTypeOf<AttackCell>();
    expect(cell.canAttack).toBe(true);
    expect(cell.targets.map((t) => [t.atk, t.def])).toEqual([[3, 2]]); // riflemen: ATK 3, DEF 2
    expect(normalizeOf(attackDefinition, riflemen)).toEqual({ ok: true, value: cell });
    expect(issuesOf(attackDefinition, riflemen)).toEqual([]);
  });

  it('a misspelt unit: an issue located at its path with the closest name; cellOf throws with its message', () => {
    const misspelt = { ...riflemen, target: { unit: 'rifleman' } };
    expect(issuesOf(attackDefinition, misspelt)).toEqual([
      {
        path: ['target', 'unit'],
        message: 'unknown unit type "rifleman"',
        expected: 'a unit type',
        found: 'rifleman',
        suggestions: ['riflemen'],
      },
    ]);
    expect(() => cellOf(attackDefinition, misspelt)).toThrow(/^unknown unit type "rifleman"$/);
  });

  it('several issues: cellOf throws with every message, in order', () => {
    const twice = { ...riflemen, attacker: { unit: 'grenadeer' }, target: { unit: 'rifleman' } };
    expect(issuesOf(attackDefinition, twice).map((i) => i.path)).toEqual([
      ['attacker', 'unit'],
      ['target', 'unit'],
    ]);
    expect(() => cellOf(attackDefinition, twice)).toThrow(
      /^unknown unit type "grenadeer"; unknown unit type "rifleman"$/,
    );
  });

  it('input the schema refuses throws as the schema does (a misspelt key)', () => {
    const misspeltKey = { ...riflemen, distanse: 6 };
    expect(() => cellOf(attackDefinition, misspeltKey)).toThrow(ZodError);
    expect(() => cellOf(attackDefinition, misspeltKey)).toThrow(/Unrecognized key.*distanse/s);
    expect(() => issuesOf(attackDefinition, misspeltKey)).toThrow(ZodError);
  });
});
