import { describe, expect, it } from 'vitest';
import { buildCell, issuesFor } from '../../morale/buildCell.js';
import { expectKernelMatchesExact } from '../../morale/expectKernelMatchesExact.js';
import { closeAssaultOffsets } from './CloseAssaultCell.js';
import { createCloseAssaultKernel } from './closeAssaultKernel.js';
import { bruteForceCombinedAssault } from './bruteForceCombinedAssault.js';
import { exactCloseAssault } from './exactCloseAssault.js';
import { normalizeCloseAssault } from './normalizeCloseAssault.js';
import { closeAssaultCellSchema } from './schema.js';

const cell = (input: Record<string, unknown>) => buildCell(closeAssaultCellSchema, normalizeCloseAssault, 'close-assault', input);
const issues = (input: Record<string, unknown>) => issuesFor(closeAssaultCellSchema, normalizeCloseAssault, 'close-assault', input);
const side = (quality: string, figures: number, extra: Record<string, unknown> = {}) => ({ quality, leadership: 2, figures, ...extra });

describe('close-assault: combined', () => {
  it('the whole combined assault equals an independent enumeration: 1+1 v 1, 1+1 v 3, 1+1+1 v 2 (no defensive fire)', () => {
    const inputs = [
      { attacker: side('regular', 1), combined_with: [side('green', 1)], defender: side('regular', 1), distance: 0, follow_through: true },
      {
        attacker: side('green', 1, { weapon: 'edged', confidence: 'steady' }),
        combined_with: [side('untrained', 1, { leadership: 1 })],
        defender: side('untrained', 3, { cover: 'soft' }),
        distance: 2,
        follow_through: true,
        rules: { 'combined-casualties': 'unit' },
      },
      {
        attacker: side('untrained', 1, { confidence: 'shaken' }),
        combined_with: [side('green', 1), side('green', 1, { armour: 'light-power' })],
        defender: side('untrained', 2, { leadership: 1 }),
        distance: 0,
        follow_through: true,
        rules: { 'combined-extra-threat': 'per-unit', 'two-level-drop': 'less-than-half' },
      },
    ];
    for (const input of inputs) {
      const c = cell(input);
      const exact = exactCloseAssault(c);
      const plain = bruteForceCombinedAssault(c);
      plain.forEach((p, i) => expect(exact[i], `counter ${i}`).toBeCloseTo(p, 11));
    }
  });

  it('refuses what the exact evaluator cannot follow, and BROKEN further units', () => {
    const base = { attacker: side('regular', 4), defender: side('regular', 4), distance: 0 };
    expect(issues({ ...base, combined_with: [side('regular', 5)] })[0].path).toEqual(['combined_with']);
    expect(issues({ ...base, combined_with: [side('regular', 2)], rules: { spares: 'random' } })[0].path).toEqual(['rules', 'spares']);
    expect(issues({ ...base, combined_with: [side('regular', 2, { confidence: 'broken' })] })[0].path).toEqual(['combined_with', 0, 'confidence']);
    // A Veteran flamer's open shift overflows onto the defenders' die, a Regular's does not: refused.
    expect(issues({ ...base, combined_with: [side('veteran', 2, { weapon: 'flame' })] })[0].message).toMatch(/same close-combat dice/);
    expect(issues({ ...base, combined_with: [side('regular', 2, { weapon: 'flame' })] })).toEqual([]);
  });

  it('the odds of the stand test count every unit charging; TERROR if any of them has it', () => {
    const c = cell({ attacker: side('regular', 4), combined_with: [side('regular', 4, { weapon: 'flame' })], defender: side('green', 4), distance: 0 });
    expect(c.combined!.standNeeded).toEqual([2 + 1, 2 + 1, 2 + 2, 2 + 4]); // none (unused), first 1:1, second 1:1 with terror, both 2:1 with terror
    expect(c.attackers).toBe(8);
    const o = closeAssaultOffsets(c);
    expect(o.follow + 3).toBe(exactCloseAssault(c).length);
  });

  it('Monte Carlo within 4.5 standard errors of exact', () => {
    const inputs = [
      { attacker: side('regular', 2), combined_with: [side('green', 1, { weapon: 'edged' })], defender: side('regular', 2), distance: 0, follow_through: true },
      {
        attacker: side('regular', 3, { confidence: 'steady' }),
        combined_with: [side('veteran', 2, { weapon: 'firearm', mobility: 'very-light' })],
        defender: side('veteran', 3, { cover: 'soft', troops: [{ count: 3, weapon: 'advanced-assault-rifle' }] }),
        distance: 8,
        follow_through: true,
      },
      {
        attacker: side('green', 2, { confidence: 'shaken' }),
        combined_with: [side('regular', 2), side('elite', 1, { armour: 'light-power' })],
        defender: side('regular', 5, { in_position: true }),
        distance: 3,
        follow_through: true,
        rules: { spares: 'concentrate', 'combined-extra-threat': 'per-unit', 'combined-casualties': 'unit', 'if-short': 'abort' },
      },
    ];
    inputs.forEach((input, i) => {
      const c = cell(input);
      expectKernelMatchesExact(createCloseAssaultKernel(c), exactCloseAssault(c), 200_000, 900 + i);
    });
  });
});
