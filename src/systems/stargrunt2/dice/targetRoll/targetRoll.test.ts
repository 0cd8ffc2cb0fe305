import { describe, expect, it } from 'vitest';
import { cellOf } from '../../../../../testing/cellOf.js';
import { expectKernelMatchesExact } from '../../../../../testing/expectKernelMatchesExact.js';
import { diagnosticsOf } from '../../../../../testing/scenario/diagnosticsOf.js';
import { QUALITY_DICE } from '../../data/qualities.js';
import { exactTargetRoll } from './exactTargetRoll.js';
import targetRollDefinition from './targetRollDefinition.js';
import targetRollKernel from './targetRollKernel.js';

const cell = (input: Record<string, unknown>) =>
  cellOf(targetRollDefinition, { system: 'stargrunt2', resolve: 'target-roll', ...input });

/** Independent count of the faces 1..sides that EXCEED the target, out of sides. */
function countAbove(sides: number, target: number): number {
  let above = 0;
  for (let face = 1; face <= sides; face++) if (face > target) above++;
  return above / sides;
}

describe('stargrunt2 target-roll (TYPES OF DIE ROLLS i: ROLL VS. TARGET NUMBER)', () => {
  it('the book: "a REGULAR unit with an LV of 2 would roll a D8 ... a score of 1 or 2 would be a failure"', () => {
    const c = cell({ die: `d${QUALITY_DICE.regular}`, target: 2 });
    expect(c).toEqual({ sides: 8, target: 2 });
    expect(exactTargetRoll(c).outcomes).toEqual({ success: 6 / 8, failure: 2 / 8 });
  });

  it('equals a face-by-face count for every die d2..d20 and target 0..22 (equal is a failure)', () => {
    for (let sides = 2; sides <= 20; sides++) {
      for (let target = 0; target <= 22; target++) {
        const exact = exactTargetRoll(cell({ die: `d${sides}`, target }));
        expect(exact.outcomes.success, `d${sides} against ${target}`).toBeCloseTo(countAbove(sides, target), 15);
        expect(exact.outcomes.success + exact.outcomes.failure).toBeCloseTo(1, 15);
      }
    }
    expect(exactTargetRoll(cell({ die: 'd6', target: 6 })).outcomes.success).toBe(0);
    expect(exactTargetRoll(cell({ die: 'd12', target: 0 })).outcomes.success).toBe(1);
  });

  [
    { die: 'd8', target: 2 },
    { die: 'd4', target: 3 },
    { die: 'd12', target: 5 },
    { die: 'd14', target: 9 },
    { die: 'd6', target: 7 },
  ].forEach((input, i) =>
    it(`Monte Carlo within 4.5 standard errors of exact: ${input.die} against ${input.target}`, () => {
      const c = cell(input);
      expectKernelMatchesExact(targetRollKernel, c, exactTargetRoll(c), 200_000, 4100 + i);
    }),
  );

  it('a die that is not a plain d-N and a missing target are located errors', async () => {
    const head = ['system: stargrunt2', 'resolve: target-roll'];
    const listed = await diagnosticsOf([...head, 'die: [1, 2, 3]', 'target: 2']);
    expect(listed).toHaveLength(1);
    expect(listed[0]).toMatchObject({ file: 'x.yaml', line: 3, column: 6 });
    const named = await diagnosticsOf([...head, 'die: regular', 'target: 2']);
    expect(named).toHaveLength(1);
    expect(named[0]).toMatchObject({ line: 3 });
    expect(named[0].message).toContain('d-N');
    const missing = await diagnosticsOf([...head, 'die: d8']);
    expect(missing).toHaveLength(1);
    expect(missing[0].message).toContain('target');
  });
});
