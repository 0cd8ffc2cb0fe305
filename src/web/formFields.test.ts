import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { findRegistered } from '../systems/registry.js';
import { formFields } from './formFields.js';
import { setInYaml } from './setInYaml.js';

const FIRE = `system: stargrunt2
resolve: fire
firer:
  quality: regular   # the squad's quality
  troops:
    - { count: 5, weapon: advanced-assault-rifle }
    - { count: 1, weapon: conventional-saw }
target: { figures: 8, armour: partial-light, cover: soft }
range: 12
`;

describe('the form view', () => {
  it('has a field for every one-value key of the schema, list items once each, house tables and the frame left out', async () => {
    const { definition } = await findRegistered('stargrunt2', 'fire')!.load();
    const fields = formFields(definition, parse(FIRE) as Record<string, unknown>);
    const byPath = new Map(fields.map((f) => [f.path.join('.'), f]));
    expect(byPath.get('target.cover')).toMatchObject({
      kind: 'choice',
      choices: ['open', 'soft', 'hard'],
      value: 'soft',
      default: 'open',
    });
    expect(byPath.get('firer.quality')).toMatchObject({ kind: 'choice', value: 'regular' });
    expect(byPath.get('firer.troops.1.weapon')).toMatchObject({ kind: 'text', value: 'conventional-saw' });
    // Names from the rulebook's tables are offered (any other, a house weapon, may still be typed).
    expect(byPath.get('firer.troops.1.weapon')?.suggestions).toEqual(
      expect.arrayContaining(['advanced-assault-rifle', 'conventional-saw', 'gauss-rifle', 'kalyev-sniper-rifle']),
    );
    expect(byPath.get('target.armour')).toMatchObject({
      kind: 'text',
      value: 'partial-light',
      suggestions: ['basic', 'partial-light', 'full-light', 'light-power', 'heavy-power'],
    });
    expect(byPath.get('firer.troops.0.count')).toMatchObject({
      kind: 'number',
      integer: true,
      min: 1,
      max: 100,
      value: 5,
    });
    expect(byPath.get('rules.casualties')).toMatchObject({ kind: 'choice', default: 'standard', value: undefined });
    expect(byPath.get('target.in_position')).toMatchObject({ kind: 'boolean' });
    expect(byPath.has('firer.troops.2.weapon')).toBe(false);
    // The situation comes first, the rulebook's variants and numbers (folded away in the view) after it.
    const firstRule = fields.findIndex((f) => f.path[0] === 'rules');
    expect(fields[0].path[0]).toBe('firer');
    expect(fields.slice(firstRule).every((f) => f.path[0] === 'rules')).toBe(true);
    expect(
      [...byPath.keys()].filter((p) => /^(system|resolve|trials|seed|title|weapons|armour|sweep|compare)\b/.test(p)),
    ).toEqual([]);
  });

  it('writes a value into the YAML keeping comments and flow maps, and takes a key out for its default', () => {
    const harder = setInYaml(FIRE, ['target', 'cover'], 'hard')!;
    expect(harder).toContain('target: { figures: 8, armour: partial-light, cover: hard }');
    expect(harder).toContain("quality: regular   # the squad's quality");
    expect(setInYaml(FIRE, ['firer', 'troops', 1, 'count'], 2)).toContain('- { count: 2, weapon: conventional-saw }');
    expect(setInYaml(FIRE, ['rules', 'casualties'], 'quick-and-dirty')).toMatch(
      /rules:\n {2}casualties: quick-and-dirty\n$/,
    );
    expect(setInYaml(FIRE, ['range'], undefined)).not.toContain('range:');
    expect(setInYaml('a: [\n', ['a'], 1)).toBeUndefined();
  });
});
