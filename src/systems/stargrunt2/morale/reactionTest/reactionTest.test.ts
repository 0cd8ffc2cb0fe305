import { describe, expect, it } from 'vitest';
import { cellOf, issuesOf } from '../../../../../testing/cellOf.js';
import { expectKernelMatchesExact } from '../../../../../testing/expectKernelMatchesExact.js';
import { exactReactionTest } from './exactReactionTest.js';
import reactionTestDefinition from './reactionTestDefinition.js';
import reactionTestKernel from './reactionTestKernel.js';

const cell = (input: Record<string, unknown>) =>
  cellOf(reactionTestDefinition, { system: 'stargrunt2', resolve: 'reaction-test', ...input });
const issues = (input: Record<string, unknown>) =>
  issuesOf(reactionTestDefinition, { system: 'stargrunt2', resolve: 'reaction-test', ...input });
const regular2 = { quality: 'regular', leadership: 2 };

describe('reaction-test', () => {
  it('the IN POSITION example: Regular LV2 rolls a D8 and must exceed 2 in cover, 4 in the open', () => {
    const cover = cell({ unit: regular2, circumstance: 'in-position-in-cover' });
    const open = cell({ unit: regular2, circumstance: 'in-position-in-open' });
    expect([cover.sides, cover.needed, open.needed]).toEqual([8, 2, 4]);
    expect(exactReactionTest(cover).outcomes.pass).toBe(6 / 8);
    expect(exactReactionTest(open).outcomes.pass).toBe(4 / 8);
  });

  it("table rows, close assault by confidence, and an umpire's own threat level (hand-worked)", () => {
    expect(cell({ unit: regular2, circumstance: 'move-without-removing-in-position' }).needed).toBe(4);
    expect(cell({ unit: { ...regular2, confidence: 'SH' }, circumstance: 'shaken-leave-cover' }).needed).toBe(4);
    expect(cell({ unit: { ...regular2, confidence: 'steady' }, circumstance: 'close-assault' }).needed).toBe(3);
    expect(cell({ unit: { ...regular2, confidence: 'shaken' }, circumstance: 'close-assault' }).needed).toBe(5);
    const umpire = cell({ unit: { quality: 'green', leadership: 3 }, threat_level: 2 });
    expect(exactReactionTest(umpire).outcomes.pass).toBe(1 / 6); // D6 must exceed 5
    expect(
      exactReactionTest(cell({ unit: { quality: 'untrained', leadership: 3 }, threat_level: 1 })).outcomes.pass,
    ).toBe(0);
  });

  it('rules.threat-levels replaces rows one by one: in the open at 3, a Regular LV2 must exceed 5 on a D8 (3 in 8)', () => {
    const rules = { 'threat-levels': { 'in-position-in-open': 3 } };
    const open = cell({ rules, unit: regular2, circumstance: 'in-position-in-open' });
    expect(open.needed).toBe(5);
    expect(exactReactionTest(open).outcomes.pass).toBe(3 / 8);
    expectKernelMatchesExact(reactionTestKernel, open, exactReactionTest(open), 100_000, 77);
    expect(cell({ rules, unit: regular2, circumstance: 'in-position-in-cover' }).needed).toBe(2); // the book's row stands
    const unknown = issues({
      rules: { 'threat-levels': { 'in-positon-in-open': 3 } },
      unit: regular2,
      circumstance: 'in-position-in-open',
    })[0];
    expect(unknown.path).toEqual(['rules', 'threat-levels', 'in-positon-in-open']);
    expect(unknown.suggestions?.[0]).toBe('in-position-in-open');
  });

  it('refuses impossible combinations and unknown circumstances', () => {
    expect(issues({ unit: { ...regular2, confidence: 'BR' }, circumstance: 'close-assault' })[0].path).toEqual([
      'unit',
      'confidence',
    ]);
    expect(issues({ unit: regular2, circumstance: 'shaken-leave-cover' })[0].path).toEqual(['unit', 'confidence']);
    expect(issues({ unit: regular2 })[0].path).toEqual(['circumstance']);
    const unknown = issues({ unit: regular2, circumstance: 'in-positon-in-open' })[0];
    expect(unknown.suggestions?.[0]).toBe('in-position-in-open');
    expect(unknown.message).toBe('unknown circumstance "in-positon-in-open"');
    expect(issues({ unit: regular2, circumstance: 'charge' })[0].expected).toContain('close-assault');
  });

  it('Monte Carlo within 4.5 standard errors of exact', () => {
    [
      { unit: regular2, circumstance: 'in-position-in-open' },
      { unit: { quality: 'elite', leadership: 1 }, threat_level: 3 },
      { unit: { quality: 'green', leadership: 3 }, threat_level: 2 },
    ].forEach((input, i) => {
      const c = cell(input);
      expectKernelMatchesExact(reactionTestKernel, c, exactReactionTest(c), 200_000, 200 + i);
    });
  });
});
