import { describe, expect, test } from 'vitest';
import { z } from 'zod';
import { describeZodIssue } from './describeZodIssue.js';

function describe1(schema: z.ZodType, input: unknown) {
  const result = schema.safeParse(input);
  if (result.success) throw new Error('expected a problem');
  return result.error.issues.flatMap((i) => describeZodIssue(i, input, schema));
}

describe('describeZodIssue', () => {
  test('the documented example', () => {
    const schema = z.object({ cover: z.enum(['open', 'soft', 'hard']) });
    const issue = schema.safeParse({ cover: 'sooft' }).error!.issues[0];
    expect(describeZodIssue(issue, { cover: 'sooft' }, schema)[0].suggestions).toEqual(['soft']);
  });

  test('invalid_type: plain words for the kind of value', () => {
    const [i] = describe1(z.object({ n: z.number().int() }), { n: 1.5 });
    expect(i).toMatchObject({
      path: ['n'],
      message: 'wrong kind of value for n',
      expected: 'a whole number',
      found: '1.5',
    });
    const [j] = describe1(z.object({ ok: z.boolean() }), { ok: 'yes' });
    expect(j).toMatchObject({ expected: 'true or false', found: '"yes"' });
  });

  test('missing keys, of any kind', () => {
    expect(describe1(z.object({ t: z.object({ cover: z.enum(['open']) }) }), { t: {} })[0]).toMatchObject({
      path: ['t', 'cover'],
      message: '"cover" is missing from t',
      expected: 'open',
    });
  });

  test('unrecognized_keys: one issue per key, at the key, with the valid keys there', () => {
    const issues = describe1(z.strictObject({ range: z.number(), rules: z.number() }), {
      range: 1,
      rules: 2,
      rang: 3,
      rulez: 4,
    });
    expect(issues.map((i) => [i.path, i.atKey, i.suggestions])).toEqual([
      [['rang'], true, ['range']],
      [['rulez'], true, ['rules']],
    ]);
    expect(issues[0].expected).toBe('one of: range, rules');
  });

  test('too_small / too_big for numbers, lists and text', () => {
    expect(describe1(z.object({ n: z.number().gt(0) }), { n: 0 })[0].expected).toBe('more than 0');
    expect(describe1(z.object({ l: z.array(z.number()).min(1) }), { l: [] })[0]).toMatchObject({
      message: 'l has too few entries (0)',
      expected: 'at least 1 entry',
    });
    expect(describe1(z.object({ s: z.string().max(3) }), { s: 'abcd' })[0].expected).toBe('at most 3 characters');
  });

  test("a format or size check keeps the schema author's words as what was expected", () => {
    const die = z.object({ impact: z.string().regex(/^d(4|6|8|10|12)$/, 'a die type: d4, d6, d8, d10 or d12') });
    expect(describe1(die, { impact: 'd13' })[0]).toMatchObject({
      message: 'impact "d13" is not written the right way',
      expected: 'a die type: d4, d6, d8, d10 or d12',
    });
    const plain = z.object({ impact: z.string().regex(/^d6$/) });
    expect(describe1(plain, { impact: 'd13' })[0].expected).toBe('text of the form /^d6$/');
    expect(describe1(z.object({ n: z.number().max(3, 'three figures at most') }), { n: 4 })[0].expected).toBe(
      'three figures at most',
    );
  });

  test('a refinement keeps its own message', () => {
    expect(
      describe1(z.object({ d: z.number().refine((v) => v % 2 === 0, 'an even number of dice') }), { d: 3 })[0].message,
    ).toBe('an even number of dice');
  });

  test('discriminated unions: unknown kind with the known ones; otherwise the closest form', () => {
    const s = z.object({
      w: z.discriminatedUnion('class', [
        z.strictObject({ class: z.literal('small-arms'), firepower: z.number() }),
        z.strictObject({ class: z.literal('support'), die: z.string() }),
      ]),
    });
    expect(describe1(s, { w: { class: 'smal-arms' } })[0]).toMatchObject({
      path: ['w', 'class'],
      suggestions: ['small-arms'],
    });
    expect(describe1(s, { w: { class: 'support', die: 6 } })[0]).toMatchObject({
      path: ['w', 'die'],
      expected: 'text',
    });
    const u = z.object({ v: z.union([z.string(), z.number()]) });
    expect(describe1(u, { v: true })[0]).toMatchObject({ expected: 'text or a number', found: 'true' });
    // A plan is a name or a list of rules: a bad rule in a list is reported inside the list, not as a bad name.
    const plan = z.object({
      plan: z.union([z.enum(['hold-and-fire', 'assault']), z.array(z.strictObject({ do: z.enum(['fire', 'hold']) }))]),
    });
    expect(describe1(plan, { plan: [{ do: 'fyre' }] })[0]).toMatchObject({
      path: ['plan', 0, 'do'],
      suggestions: ['fire'],
    });
    expect(describe1(plan, { plan: 'asault' })[0]).toMatchObject({ path: ['plan'], suggestions: ['assault'] });
  });
});
