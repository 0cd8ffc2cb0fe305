import { describe, expect, it } from 'vitest';
import { defineHouseRules } from '../api/defineHouseRules.js';
import { defineResolution } from '../api/defineResolution.js';
import { customResolutionOf, houseRulesOf } from './moduleExport.js';

/** The message a check passes to `fail`, or undefined when the export passes. */
type Check = (exported: unknown, fail: (message: string) => never) => unknown;

function problemOf(check: Check, exported: unknown): string | undefined {
  try {
    check(exported, (message) => {
      throw new Error(message);
    });
    return undefined;
  } catch (error) {
    return (error as Error).message;
  }
}

const coin = {
  description: 'a coin',
  outcomes: { heads: 'Heads', tails: 'Tails' },
  trial: () => 'heads' as const,
};

describe("a house-rule module's default export", () => {
  const rules = defineHouseRules({ for: 'stargrunt2 close-combat-pair', steps: { score: () => 1 } });

  it('passes as defineHouseRules makes it, steps kept as written', () => {
    const checked = houseRulesOf(rules, () => {
      throw new Error('no problem expected');
    });
    expect(checked.steps).toEqual(rules.steps);
    expect(checked.definedAt).toBe(rules.definedAt);
  });

  it('names what is wrong', () => {
    expect(problemOf(houseRulesOf, { score: () => 1 })).toMatch(/^the module's default export is not defineHouseRules/);
    expect(problemOf(houseRulesOf, undefined)).toMatch(/^the module's default export is not defineHouseRules/);
    expect(problemOf(houseRulesOf, { ...rules, steps: { score: 6 } })).toBe('step "score" is not a function');
    expect(problemOf(houseRulesOf, { ...rules, exact: { score: 'x' } })).toBe('exact twin "score" is not a function');
    expect(problemOf(houseRulesOf, { ...rules, for: 3 })).toMatch(/^for is not "system resolve" or a list of them/);
    expect(problemOf(houseRulesOf, { ...rules, steps: 'score' })).toMatch(/^steps of the module's default export: /);
  });
});

describe("a resolution module's default export", () => {
  it('passes as defineResolution makes it', () => {
    expect(problemOf(customResolutionOf, defineResolution(coin))).toBeUndefined();
  });

  it('names what is wrong', () => {
    const spec = defineResolution(coin);
    expect(problemOf(customResolutionOf, { ...coin })).toMatch(/^the module's default export is not defineResolution/);
    const noTrial = { ...spec, trial: undefined };
    expect(problemOf(customResolutionOf, noTrial)).toMatch(/^the resolution has no trial function/);
    expect(problemOf(customResolutionOf, { ...spec, outcomes: {} })).toMatch(/^the resolution declares no outcomes/);
    const noOutcomes = { ...spec, outcomes: undefined };
    expect(problemOf(customResolutionOf, noOutcomes)).toMatch(/^the resolution declares no outcomes/);
    expect(problemOf(customResolutionOf, { ...spec, outcomes: { Heads: 'Heads' } })).toBe(
      'outcome name "Heads" must be snake_case (letters, digits and _)',
    );
    const sixes = { 'six-count': { label: 'Sixes', max: 2 } };
    expect(problemOf(customResolutionOf, { ...spec, distributions: sixes })).toBe(
      'distribution name "six-count" must be snake_case (letters, digits and _)',
    );
    const trialsParam = { trials: { type: 'integer' } };
    expect(problemOf(customResolutionOf, { ...spec, params: trialsParam })).toMatch(
      /^scenario key "trials" is one of gruntlab's own/,
    );
    expect(problemOf(customResolutionOf, { ...spec, exact: 0.5 })).toMatch(/^exact is not a function/);
    expect(problemOf(customResolutionOf, { ...spec, outcomes: { heads: 1 } })).toMatch(
      /^outcomes\.heads of the module's default export: .*expected string/,
    );
  });
});
