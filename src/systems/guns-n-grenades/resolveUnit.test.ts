import { describe, expect, it } from 'vitest';
import type { Issue } from '../../core/Issue.js';
import { lookUpName } from '../../core/lookUpName.js';
import { REFERENCE_SHEET, UNIT_LIST } from './data/units.js';
import { attackValue, defenceValue, effectiveRange, fastShotMode, isLight, rangeProblem, UNIT_TYPE, unitTable } from './resolveUnit.js';

const rules = { 'unit-stats': 'unit-list', light: 'tag', 'fast-shot': 'reroll-attacker-die' } as const;
const unit = (name: string, upgrade?: 'bayonets' | 'body-armor' | 'hollow-point-rounds' | 'optical-sights' | 'enhanced-rifling') => ({ name, type: UNIT_LIST[name], upgrade });

describe('unit types, tags and upgrades', () => {
  it('unit list against the quick reference sheet', () => {
    expect(UNIT_LIST.snipers.range).toBe(10);
    expect(REFERENCE_SHEET.snipers.range).toBe(12);
    expect([UNIT_LIST.mortar.range, UNIT_LIST.mortar.minRange]).toEqual([14, 8]);
    expect([REFERENCE_SHEET.mortar.range, REFERENCE_SHEET.mortar.minRange]).toEqual([16, 7]);
    expect(UNIT_LIST['light-infantry'].def).toBe(1);
    expect(REFERENCE_SHEET['light-infantry'].def).toBe(2);
    expect(REFERENCE_SHEET['light-infantry'].tags).toEqual(['scout', 'fast-shot']);
    expect(REFERENCE_SHEET.scouts.tags).not.toContain('fast-shot');
    expect(REFERENCE_SHEET.medics.tags).toContain('fast-shot');
    expect(UNIT_LIST.tank.damage).toBe(3);
    expect(UNIT_LIST.grenadier.damage).toBe(2);
  });

  it('unknown names get the closest names', () => {
    const issues: Issue[] = [];
    expect(lookUpName(unitTable(rules), 'rifleman', ['attacker', 'unit'], UNIT_TYPE, issues)).toBeUndefined();
    expect(issues[0].suggestions?.[0]).toBe('riflemen');
    expect(issues[0].message).toBe('unknown unit type "rifleman"');
    expect(unitTable({ 'unit-stats': 'reference-sheet' }).snipers.range).toBe(12);
  });

  it('JSDoc examples: bayonets within 1½", body armour behind cover', () => {
    expect(attackValue(unit('riflemen', 'bayonets'), unit('medics'), 1, rules)).toBe(4);
    expect(attackValue(unit('riflemen', 'bayonets'), unit('medics'), 2, rules)).toBe(3);
    expect(defenceValue(unit('riflemen', 'body-armor'), true, false, rules)).toBe(6);
    expect(defenceValue(unit('scouts', 'body-armor'), false, true, rules)).toBe(5); // Light: no body armour
  });

  it('hollow points against Light targets; light infantry is Light only under the variant', () => {
    expect(attackValue(unit('heavy-infantry', 'hollow-point-rounds'), unit('scouts'), 5, rules)).toBe(6);
    expect(attackValue(unit('heavy-infantry', 'hollow-point-rounds'), unit('light-infantry'), 5, rules)).toBe(4);
    expect(isLight(unit('light-infantry'), { light: 'tag-or-light-infantry' })).toBe(true);
  });

  it('range with upgrades and minimum range', () => {
    expect(effectiveRange(unit('snipers', 'enhanced-rifling'))).toBe(13);
    expect(effectiveRange(unit('snipers', 'optical-sights'))).toBe(12);
    expect(effectiveRange(unit('tank', 'optical-sights'))).toBe(9);
    expect(rangeProblem(unit('mortar'), 7)).toMatch(/minimum range/);
    expect(rangeProblem(unit('mortar'), 14)).toBeUndefined();
    expect(fastShotMode(unit('scouts'), rules)).toBe(1);
    expect(fastShotMode(unit('riflemen'), rules)).toBe(0);
  });
});
