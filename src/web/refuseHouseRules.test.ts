import { describe, expect, it } from 'vitest';
import { ScenarioError } from '../scenario/ScenarioError.js';
import { refuseHouseRules } from './refuseHouseRules.js';

function problems(text: string): string[] {
  try {
    refuseHouseRules('x.yaml', text);
    return [];
  } catch (error) {
    if (!(error instanceof ScenarioError)) throw error;
    return error.diagnostics.map((d) => `${d.line}:${d.column} ${d.message}`);
  }
}

describe('refuseHouseRules (the playground runs no scenario code)', () => {
  it('refuses house_rules modules and a resolve that names a file, at their lines', () => {
    expect(problems('system: stargrunt2\nhouse_rules:\n  - ./mine.ts\nresolve: fire\n')).toEqual([
      '2:1 house_rules cannot run in the browser playground: it would run the scenario\'s own code on this page',
    ]);
    expect(problems('system: stargrunt2\nresolve: ./my-fire.ts\n')).toEqual([
      '2:10 resolve: ./my-fire.ts cannot run in the browser playground: it would run the scenario\'s own code on this page',
    ]);
  });

  it('lets gruntlab\'s own resolutions through, and leaves YAML problems to the loader', () => {
    expect(problems('system: stargrunt2\nresolve: fire\n')).toEqual([]);
    expect(problems('system: [\n')).toEqual([]);
  });
});
