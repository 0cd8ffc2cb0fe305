import { describe, expect, it } from 'vitest';
import { rangedAttackCell } from '../../../../testing/systems/grunt-factor/rangedAttack/rangedAttackCell.js';
import { exactAttack } from './exactAttack.js';

describe('attackChancesNote (the per-shot chances a designer asks first)', () => {
  it("gives one shot's chance to hit and one hit's chance to be a casualty, which the exact outcomes of one shot multiply out to", () => {
    const cell = rangedAttackCell({
      firer: { grade: 'regular', weapon: 'assault-rifle' },
      target: { cover: '50-75' },
      range: 30,
    });
    expect(cell.note).toBe(
      'each shot hits on 6 in 20 (30.0%); each hit is a casualty 65.0% (1 save of 7 in 20, one failed is enough)',
    );
    const exact = exactAttack(cell);
    expect(exact.outcomes.no_hit).toBeCloseTo(1 - 0.3, 12);
    expect(exact.outcomes.casualty).toBeCloseTo(0.3 * 0.65, 12);
  });

  it('names the later shots of an action, the LD roll and several saves', () => {
    const sniper = rangedAttackCell({
      rules: { 'long-range-ld': 'per-shot' },
      firer: { grade: 'elite', weapon: 'sniper-rifle', aimed: true },
      target: { grade: 'veteran' },
      range: 100,
    });
    expect(sniper.note).toMatch(
      /^each shot hits on \d+ in 20 \(\d+\.\d%\), after an LD roll of \d+ in 20 \(\d+\.\d%\) per shot; each hit is a casualty \d+\.\d% \(2 saves of \d+ in 20, one failed is enough\)$/,
    );
    const lmg = rangedAttackCell({
      rules: { aim: 'first-shot' },
      firer: { grade: 'veteran', weapon: 'lmg', aimed: true },
      target: { grade: 'green' },
      range: 15,
    });
    expect(lmg.note).toMatch(/later shots of an action on \d+ in 20/);
  });

  it('leaves an impossible attack its own note', () => {
    expect(
      rangedAttackCell({ firer: { grade: 'regular', weapon: 'assault-rifle' }, target: {}, range: 200 }).note,
    ).toMatch(/beyond extreme range/);
  });
});
