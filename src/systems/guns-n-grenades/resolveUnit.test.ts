import { describe, expect, it } from 'vitest';
import type { Issue } from '../../core/Issue.js';
import { lookUpName } from '../../core/lookUpName.js';
import { REFERENCE_SHEET, UNIT_LIST } from './data/units.js';
import {
  attackValue,
  defenceValue,
  effectiveRange,
  fastShotMode,
  hitDamage,
  isLight,
  rangeProblem,
  UNIT_TYPE,
  unitTable,
} from './resolveUnit.js';
import { gngRulesSchema } from './scenarioSchemas.js';

const rules = gngRulesSchema.parse({});
const unit = (
  name: string,
  upgrade?: 'bayonets' | 'body-armor' | 'hollow-point-rounds' | 'optical-sights' | 'enhanced-rifling',
) => ({ name, type: UNIT_LIST[name], upgrade });

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
    expect(effectiveRange(unit('snipers', 'enhanced-rifling'), rules)).toBe(13);
    expect(effectiveRange(unit('snipers', 'optical-sights'), rules)).toBe(12);
    expect(effectiveRange(unit('tank', 'optical-sights'), rules)).toBe(9);
    expect(rangeProblem(unit('mortar'), 7, rules)).toMatch(/minimum range/);
    expect(rangeProblem(unit('mortar'), 14, rules)).toBeUndefined();
    expect(fastShotMode(unit('scouts'), rules)).toBe(1);
    expect(fastShotMode(unit('riflemen'), rules)).toBe(0);
  });

  it("parameters: cover and hunker DEF, the upgrades' bonuses, Deadly's damage", () => {
    const house = gngRulesSchema.parse({
      'cover-def': 1,
      'hunker-def': 4,
      'deadly-damage': 3,
      'upgrade-bonuses': { 'body-armor-def': 2, 'bayonets-atk': 3, 'enhanced-rifling-range': 5 },
    });
    // Riflemen DEF 2 + cover 1 + hunker 4 + body armour 2.
    expect(defenceValue(unit('riflemen', 'body-armor'), true, true, house)).toBe(9);
    expect(defenceValue(unit('riflemen', 'body-armor'), true, true, rules)).toBe(8);
    expect(attackValue(unit('riflemen', 'bayonets'), unit('medics'), 1, house)).toBe(6);
    expect(effectiveRange(unit('snipers', 'enhanced-rifling'), house)).toBe(15);
    expect([
      hitDamage(unit('grenadier'), house),
      hitDamage(unit('grenadier'), rules),
      hitDamage(unit('tank'), house),
      hitDamage(unit('riflemen'), house),
    ]).toEqual([3, 2, 3, 1]);
  });
});
