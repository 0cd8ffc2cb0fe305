import { describe, expect, it } from 'vitest';
import { cellOf } from '../../../../testing/cellOf.js';
import { expectKernelMatchesExact } from '../../../../testing/expectKernelMatchesExact.js';
import { outcomeOfRoll } from './outcomeOfRoll.js';
import skillRollDefinition, { exactSkillRoll } from './skillRollDefinition.js';
import skillRollKernel from './skillRollKernel.js';
import { type SkillRollOutcome, skillRollQuantities } from './skillRollQuantities.js';

const SKILL_ROLL_OUTCOMES = skillRollQuantities.outcomes.map((o) => o.name);

const cell = (input: Record<string, unknown>) =>
  cellOf(skillRollDefinition, { system: 'man-to-man', resolve: 'skill-roll', ...input });

/** What each effect of rules.criticals is called among the outcomes. */
const OUTCOME_OF_EFFECT: Record<string, string> = {
  killed: 'critical_kill',
  'double-damage': 'critical_double_damage',
  'automatic-hit': 'critical_hit',
  misfire: 'misfire',
  jam: 'jam',
  'bad-jam': 'bad_jam',
};

/**
 * Independent enumeration: three nested loops, classified by the words of 4.0 and 4.4; `overrides` (the scenario's
 * rules.criticals) replace 4.4's entry of a total.
 */
function enumerate(modified: number, strict: boolean, overrides: Record<string, string> = {}): Record<string, number> {
  const counts: Record<string, number> = Object.fromEntries(SKILL_ROLL_OUTCOMES.map((o) => [o, 0]));
  for (let a = 1; a <= 6; a++)
    for (let b = 1; b <= 6; b++)
      for (let c = 1; c <= 6; c++) {
        const r = a + b + c;
        const override =
          overrides[r] === 'none'
            ? (strict ? r < modified : r <= modified)
              ? 'hit'
              : 'miss'
            : OUTCOME_OF_EFFECT[overrides[r]];
        const name =
          override ??
          (r === 3
            ? 'critical_kill'
            : r === 4
              ? 'critical_double_damage'
              : r === 5
                ? 'critical_hit'
                : r === 16
                  ? 'misfire'
                  : r === 17
                    ? 'jam'
                    : r === 18
                      ? 'bad_jam'
                      : (strict ? r < modified : r <= modified)
                        ? 'hit'
                        : 'miss');
        counts[name]++;
      }
  return counts;
}

describe('man-to-man skill-roll (4.0 Combat, 4.4 Critical Hits and Critical Failures)', () => {
  it('reads 4.4 roll by roll: 3 kill, 4 double damage, 5 automatic hit, 16 misfire, 17 jam, 18 bad jam', () => {
    const table = outcomeOfRoll(12, 'under').map((o) => SKILL_ROLL_OUTCOMES[o]);
    expect(table.slice(3, 6)).toEqual(['critical_kill', 'critical_double_damage', 'critical_hit']);
    expect(table.slice(16)).toEqual(['misfire', 'jam', 'bad_jam']);
    expect(table[11]).toBe('hit');
    expect(table[12]).toBe('miss'); // "must be under" DEX 12
    expect(outcomeOfRoll(12, 'equal-or-under').map((o) => SKILL_ROLL_OUTCOMES[o])[12]).toBe('hit');
    // "Automatic hit no matter what the original score required": 5 hits even under DEX 2; 16 fails even under 30.
    expect(SKILL_ROLL_OUTCOMES[outcomeOfRoll(2, 'under')[5]]).toBe('critical_hit');
    expect(SKILL_ROLL_OUTCOMES[outcomeOfRoll(30, 'under')[16]]).toBe('misfire');
  });

  it('hand-worked: DEX 12 (every troop type) hits on 3..11: 135 of 216; 1, 3, 6 ways for 3, 4, 5; 6, 3, 1 for 16, 17, 18', () => {
    const exact = exactSkillRoll(cell({ attribute: 12 }));
    const x = (name: SkillRollOutcome) => exact.outcomes[name] * 216;
    expect(x('critical_kill')).toBeCloseTo(1, 12);
    expect(x('critical_double_damage')).toBeCloseTo(3, 12);
    expect(x('critical_hit')).toBeCloseTo(6, 12);
    expect(x('hit')).toBeCloseTo(125, 12); // 6..11: 10 + 15 + 21 + 25 + 27 + 27
    expect(x('misfire')).toBeCloseTo(6, 12);
    expect(x('jam')).toBeCloseTo(3, 12);
    expect(x('bad_jam')).toBeCloseTo(1, 12);
    expect(exact.distributions.hits[1] * 216).toBeCloseTo(135, 12); // hits = 1
  });

  it('reads a changed critical table: 5 ordinary, 6 and 7 automatic hits, 15 a misfire (DEX 4 hits on 3, 4, 6, 7)', () => {
    const criticals = { 5: 'none', 6: 'automatic-hit', 7: 'automatic-hit', 15: 'misfire' };
    const c = cell({ attribute: 4, rules: { criticals } });
    const exact = exactSkillRoll(c);
    expect(exact.distributions.hits[1] * 216).toBeCloseTo(1 + 3 + 10 + 15, 12);
    expect(exact.outcomes.misfire * 216).toBeCloseTo(10 + 6, 12);
    const counts = enumerate(4, true, criticals);
    SKILL_ROLL_OUTCOMES.forEach((o) => expect(exact.outcomes[o], o).toBeCloseTo(counts[o] / 216, 15));
    expectKernelMatchesExact(skillRollKernel, c, exact, 200_000, 3099);
  });

  const cases: Array<[number, number, 'under' | 'equal-or-under']> = [
    [12, 0, 'under'],
    [12, -6, 'under'],
    [6.5, 0, 'under'],
    [12, 4, 'equal-or-under'],
    [3, 0, 'under'],
    [18, 3, 'under'],
    [10, -2, 'equal-or-under'],
  ];
  cases.forEach(([attribute, modifier, rule], i) =>
    it(`attribute ${attribute}, modifier ${modifier}, ${rule}: exact = enumeration; Monte Carlo within 4.5 standard errors`, () => {
      const c = cell({ attribute, modifier, rules: { 'hit-roll': rule } });
      const exact = exactSkillRoll(c);
      const counts = enumerate(attribute + modifier, rule === 'under');
      SKILL_ROLL_OUTCOMES.forEach((o) => expect(exact.outcomes[o], o).toBeCloseTo(counts[o] / 216, 15));
      const hits = counts.critical_kill + counts.critical_double_damage + counts.critical_hit + counts.hit;
      expect(exact.distributions.hits[1]).toBeCloseTo(hits / 216, 15);

      expectKernelMatchesExact(skillRollKernel, c, exact, 200_000, 3100 + i);
    }),
  );
});
