import { describe, expect, it } from 'vitest';
import { streamState } from '../streams.js';
import { UniformDraws } from '../uniformDraws.js';
import { evaluateDiceExpression, type NamedRoll } from './evaluateDiceExpression.js';
import { parseDiceExpression } from './parseDiceExpression.js';
import { diceSampler } from './sampleDiceExpression.js';

const TRIALS = 40_000;

/** Every outcome's frequency within 4.5 standard errors of its exact probability; nothing outside the support. */
function expectSamplerMatchesExact(
  expression: string,
  options: { params?: Record<string, number>; rolls?: NamedRoll[] } = {},
  stream = 0,
) {
  const expr = parseDiceExpression(expression);
  const exact = evaluateDiceExpression(expr, options);
  const sampler = diceSampler(expr, options);
  const draws = new UniformDraws();
  draws.start(streamState(2026, stream));
  const counts = new Map<number, number>();
  for (let t = 0; t < TRIALS; t++) {
    const value = sampler.sample(draws);
    counts.set(value, (counts.get(value) ?? 0) + 1);
  }
  for (const value of counts.keys()) expect(exact.outcomes, `${expression}: ${value} sampled`).toContain(value);
  exact.outcomes.forEach((value) => {
    const p = exact.prob(value);
    const se = Math.sqrt((p * (1 - p)) / TRIALS);
    const observed = (counts.get(value) ?? 0) / TRIALS;
    // Rare outcomes: at most a few counts either way (the normal bound is too tight where p·n is small).
    expect(Math.abs(observed - p), `${expression}: P(${value})`).toBeLessThanOrEqual(Math.max(4.5 * se, 5 / TRIALS));
  });
}

describe('the sampler of an expression, against its exact distribution', () => {
  it.each([
    '3d6',
    '[highest 3 of 4d6]',
    '{1, 2}@3d6',
    '2d2d2',
    '[explode d6] + d{1, 2, 2, 3}',
    '[highest 2 of 3d[explode d6]]',
    '[reroll 1 on [reroll 2 on 3d6]]',
    '[reroll {1, 2} on 2d6 repeatedly]',
    '[count {5, 6} in 6d6] - [count {4, 5, 6} in 4d6]',
    '[if d6 = 6 then 2d6 else d4]',
    '[highest of [explode d8] and [explode d6]] >= 4',
    '(d4)d6',
  ])('%s', (expression) => expectSamplerMatchesExact(expression));

  it('rolls a named roll once per draw and reads parameters', () => {
    const rolls = [{ name: 'r', expr: parseDiceExpression('d20') }];
    expectSamplerMatchesExact('(r <= ld & r != 20) + 2 * (r = 1)', { params: { ld: 12 }, rolls }, 1);
    expectSamplerMatchesExact('r + r', { rolls: [{ name: 'r', expr: parseDiceExpression('2d6') }] }, 2);
  });

  it('refuses an unknown name before sampling, as the exact evaluator does', () => {
    expect(() => diceSampler(parseDiceExpression('rr + 1'), { params: { r: 1 } })).toThrow('unknown name "rr"');
  });
});
