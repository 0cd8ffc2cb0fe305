import { describe, expect, it } from 'vitest';
import { cellOf } from '../../../../../testing/cellOf.js';
import { expectKernelMatchesExact } from '../../../../../testing/expectKernelMatchesExact.js';
import { diagnosticsOf } from '../../../../../testing/scenario/diagnosticsOf.js';
import { GRADE_PROFILES } from '../../data/grades.js';
import attributeRollDefinition from './attributeRollDefinition.js';
import attributeRollKernel from './attributeRollKernel.js';
import { exactAttributeRoll } from './exactAttributeRoll.js';

const input = (keys: Record<string, unknown>) => ({ system: 'grunt-factor', resolve: 'attribute-roll', ...keys });
const cell = (keys: Record<string, unknown>) => cellOf(attributeRollDefinition, input(keys));

/** Independent count of the d20 faces "lower or equal to" value + modifier, out of 20. */
function countSuccesses(value: number, modifier: number): number {
  let successes = 0;
  for (let face = 1; face <= 20; face++) if (face <= value + modifier) successes++;
  return successes / 20;
}

describe('grunt-factor attribute-roll (a d20 at or under LD, RC or CC as a number)', () => {
  it("ld: 14 passes on 14 faces of 20; the elite CO's LD 13 + 1 is the same roll", () => {
    expect(exactAttributeRoll(cell({ attribute: 'ld', value: 14 })).outcomes).toEqual({ success: 0.7, failure: 0.3 });
    const eliteCo = GRADE_PROFILES.elite.ld + 1;
    expect(cell({ attribute: 'ld', value: eliteCo }).successFaces).toBe(14);
  });

  it('the To Hit worked example as an RC roll: "7 (RC) + 2 ... – 1 ... = 8", 8 in 20', () => {
    const c = cell({ attribute: 'rc', value: 7, modifier: 2 - 1 });
    expect(c).toEqual({ attribute: 'rc', target: 8, successFaces: 8 });
    expect(exactAttributeRoll(c).outcomes.success).toBe(0.4);
  });

  it('equals a face-by-face count for each attribute, value 0..25 and modifier −10..+10 (no special 1 or 20)', () => {
    for (const attribute of ['ld', 'rc', 'cc']) {
      for (let value = 0; value <= 25; value++) {
        for (let modifier = -10; modifier <= 10; modifier++) {
          const exact = exactAttributeRoll(cell({ attribute, value, modifier }));
          const counted = countSuccesses(value, modifier);
          expect(exact.outcomes.success, `${attribute} ${value} ${modifier}`).toBeCloseTo(counted, 15);
          expect(exact.outcomes.success + exact.outcomes.failure).toBeCloseTo(1, 15);
        }
      }
    }
    expect(exactAttributeRoll(cell({ attribute: 'cc', value: 3, modifier: -3 })).outcomes.success).toBe(0);
    expect(exactAttributeRoll(cell({ attribute: 'ld', value: 19, modifier: 1 })).outcomes.success).toBe(1);
  });

  [
    { attribute: 'ld', value: 14 },
    { attribute: 'rc', value: 7, modifier: -3 },
    { attribute: 'cc', value: 10, modifier: 3 },
    { attribute: 'ld', value: 1 },
  ].forEach((keys, i) =>
    it(`Monte Carlo within 4.5 standard errors of exact: ${JSON.stringify(keys)}`, () => {
      const c = cell(keys);
      expectKernelMatchesExact(attributeRollKernel, c, exactAttributeRoll(c), 200_000, 3400 + i);
    }),
  );

  it('an unknown attribute is located in the file with the closest name; a missing value is named', async () => {
    const head = ['system: grunt-factor', 'resolve: attribute-roll'];
    const unknown = await diagnosticsOf([...head, 'attribute: lv', 'value: 14']);
    expect(unknown).toHaveLength(1);
    expect(unknown[0]).toMatchObject({ file: 'x.yaml', line: 3, column: 12, found: '"lv"' });
    expect(unknown[0].suggestions?.[0]).toBe('ld');
    const missing = await diagnosticsOf([...head, 'attribute: ld']);
    expect(missing).toHaveLength(1);
    expect(missing[0].message).toContain('value');
    expect(await diagnosticsOf([...head, 'attribute: cc', 'value: 10', 'modifier: 2'])).toEqual([]);
  });
});
