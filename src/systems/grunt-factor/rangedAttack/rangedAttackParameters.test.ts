import { describe, expect, it } from 'vitest';
import { rangedAttackCell } from '../../../../testing/systems/grunt-factor/rangedAttack/rangedAttackCell.js';
import { RANGED_ATTACK_CASES } from '../../../../testing/systems/grunt-factor/rangedAttack/testCells.js';
import { loadScenario } from '../../../scenario/loadScenario.js';
import { ScenarioError } from '../../../scenario/ScenarioError.js';
import { registry } from '../../registry.js';
import { exactAttack } from '../common/exactAttack.js';

// The parameter cases of RANGED_ATTACK_CASES are also checked against the independent enumeration
// (exactRangedAttack.test.ts) and Monte Carlo (rangedAttackKernel.test.ts).
const withoutRules = (input: Record<string, unknown>) => ({ ...input, rules: {} });

describe('ranged-attack parameters', () => {
  it("the book values as defaults: an empty table is the book's", () => {
    const book = rangedAttackCell({
      firer: { grade: 'regular', weapon: 'assault-rifle' },
      target: { cover: '25-50' },
      range: 30,
    });
    const spelled = rangedAttackCell({
      rules: { 'to-hit': { 'cover-25-50': -1 }, 'save-base': 10, 'damage-modifiers': {} },
      firer: { grade: 'regular', weapon: 'assault-rifle' },
      target: { cover: '25-50' },
      range: 30,
    });
    expect(spelled).toEqual(book);
  });

  it('hand-worked: prone −3 and cover −2 take 3 RC more than the book; save base 12 adds 2; the LD roll from 40 cm against LD 10 + 2', () => {
    const input =
      RANGED_ATTACK_CASES[
        'parameters: house to-hit table (prone −3, cover 25-50 −2), save base 12, LD roll beyond 40 cm, a CO firer with +2 LD'
      ];
    const house = rangedAttackCell(input);
    const book = rangedAttackCell(withoutRules(input));
    expect(house.hitFirst).toBe(book.hitFirst - 3);
    expect(house.save).toBe(book.save + 2);
    expect([book.ldRoll, house.ldRoll, house.ldFaces]).toEqual([false, true, 12]);
    // Veteran RC 8, assault rifle at medium range 0, prone −3, cover −2: 3 in 20; LD 12 in 20; save 12 + A 7 − Dam 10 = 9.
    expect([house.hitFirst, house.save]).toEqual([3, 9]);
    expect(exactAttack({ ...house, attackers: 1, figures: 1 }).outcomes.casualty).toBeCloseTo(
      (3 / 20) * (12 / 20) * (11 / 20),
      15,
    );
  });

  it('hand-worked: aim +5, hard cover −4 Dam, +2 a 10 cm up to 10 cm', () => {
    const input = RANGED_ATTACK_CASES['parameters: hard cover −4 Dam, aim +5, 20 cm above with +2 a 10 cm (cap 10 cm)'];
    const house = rangedAttackCell(input);
    const book = rangedAttackCell(withoutRules(input));
    // Book: aim +3, 20 cm above +2; house: aim +5, one 10 cm counted at +2.
    expect(house.hitFirst).toBe(book.hitFirst + 2);
    expect(house.save).toBe(book.save + 2);
  });

  it('rules.cover-50-75: worked-example still gives −1 whatever the table says', () => {
    const input = { firer: { grade: 'regular', weapon: 'assault-rifle' }, target: { cover: '50-75' }, range: 30 };
    const table = rangedAttackCell({ ...input, rules: { 'to-hit': { 'cover-50-75': -5 } } });
    const worked = rangedAttackCell({
      ...input,
      rules: { 'to-hit': { 'cover-50-75': -5 }, 'cover-50-75': 'worked-example' },
    });
    expect(worked.hitFirst - table.hitFirst).toBe(4);
  });

  it('rules.range-bands: 30 cm is medium range when short range ends at 25 cm; beyond a 100 cm extreme no shot', () => {
    const rifle = { firer: { grade: 'regular', weapon: 'assault-rifle' }, target: {} };
    // Assault rifle: short +1, medium 0: RC 7 + 1 = 8 faces by the book, 7 with the house bands.
    expect(rangedAttackCell({ ...rifle, range: 30 }).hitFirst).toBe(8);
    expect(rangedAttackCell({ ...rifle, range: 30, rules: { 'range-bands': { short: 25 } } }).hitFirst).toBe(7);
    const far = rangedAttackCell({ ...rifle, range: 120, rules: { 'range-bands': { long: 90, extreme: 100 } } });
    expect([far.shots, far.note]).toEqual([0, '120 cm is beyond extreme range (100 cm): the shot cannot be fired']);
  });

  it('range bands that do not increase are refused at the entry, saying why', async () => {
    const text = [
      'system: grunt-factor',
      'resolve: ranged-attack',
      'rules:',
      '  range-bands: { short: 15 }',
      'firer: { grade: regular, weapon: assault-rifle }',
      'target: {}',
      'range: 30',
    ].join('\n');
    const problems = await loadScenario('x.yaml', text, registry).then(
      () => [],
      (error: unknown) => (error instanceof ScenarioError ? error.diagnostics : Promise.reject(error)),
    );
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatchObject({ file: 'x.yaml', line: 4 });
    expect(problems[0].message).toContain('the short band must end farther than the point-blank band');
  });

  it('an unknown to-hit entry is located in the file, with the closest names', async () => {
    const text = [
      'system: grunt-factor',
      'resolve: ranged-attack',
      'rules:',
      '  to-hit: { prone: -2, cover-25-to-50: -2 }',
      'firer: { grade: regular, weapon: assault-rifle }',
      'target: {}',
      'range: 30',
    ].join('\n');
    const problems = await loadScenario('x.yaml', text, registry).then(
      () => [],
      (error: unknown) => (error instanceof ScenarioError ? error.diagnostics : Promise.reject(error)),
    );
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatchObject({ file: 'x.yaml', line: 4 });
    expect(problems[0].suggestions).toContain('cover-25-50');
  });
});
