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
      "2:1 house_rules cannot run in the browser playground: it would run the scenario's own code on this page",
    ]);
    expect(problems('system: stargrunt2\nresolve: ./my-fire.ts\n')).toEqual([
      "2:10 resolve: ./my-fire.ts cannot run in the browser playground: it would run the scenario's own code on this page",
    ]);
  });

  it("refuses house_rules in any compare entry, written as a list or as a map, at the entry's key", () => {
    const refused = (what: string) =>
      `${what} cannot run in the browser playground: it would run the scenario's own code on this page`;
    const list =
      'system: stargrunt2\nresolve: fire\ncompare:\n  - label: Book\n  - label: Mine\n    house_rules: ./mine.ts\n';
    expect(problems(list)).toEqual([`6:5 ${refused('house_rules of compare entry "Mine"')}`]);
    const flow = 'system: stargrunt2\nresolve: fire\ncompare: [{ label: A }, { house_rules: [./a.ts] }]\n';
    expect(problems(flow)).toEqual([`3:27 ${refused('house_rules of compare entry #2')}`]);
    const map = 'system: stargrunt2\nresolve: fire\ncompare:\n  mine:\n    label: Mine\n    house_rules: ./mine.ts\n';
    expect(problems(map)).toEqual([`6:5 ${refused('house_rules of compare entry "Mine"')}`]);
    const mapNoLabel = 'system: stargrunt2\nresolve: fire\ncompare:\n  mine: { house_rules: ./mine.ts }\n';
    expect(problems(mapNoLabel)).toEqual([`4:11 ${refused('house_rules of compare entry "mine"')}`]);
    const aliased = 'system: stargrunt2\nresolve: fire\nmine: &m { label: M, house_rules: ./m.ts }\ncompare:\n  - *m\n';
    expect(problems(aliased)).toEqual([`3:22 ${refused('house_rules of compare entry "M"')}`]);
  });

  it('refuses every module of a scenario at once, top level and entries, sorted by line', () => {
    const text =
      'system: stargrunt2\nresolve: ./mine.ts\nhouse_rules: ./a.ts\ncompare:\n  - { label: B, house_rules: ./b.ts }\n';
    expect(problems(text).map((p) => p.split(' cannot')[0])).toEqual([
      '2:10 resolve: ./mine.ts',
      '3:1 house_rules',
      '5:17 house_rules of compare entry "B"',
    ]);
  });

  it("lets gruntlab's own resolutions through, and leaves YAML problems to the loader", () => {
    expect(problems('system: stargrunt2\nresolve: fire\n')).toEqual([]);
    expect(problems('system: [\n')).toEqual([]);
  });
});
