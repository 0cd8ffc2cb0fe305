import { describe, expect, it } from 'vitest';
import { cellOf, issuesOf } from '../../../../testing/cellOf.js';
import { expectKernelMatchesExact } from '../../../../testing/expectKernelMatchesExact.js';
import type { AntiArmorCell } from './AntiArmorCell.js';
import antiArmorDefinition from './antiArmorDefinition.js';
import antiArmorKernel from './antiArmorKernel.js';
import { exactAntiArmor } from './exactAntiArmor.js';

const input = (more: Record<string, unknown>) => ({ system: 'guns-n-grenades', resolve: 'anti-armor', ...more });
const cell = (more: Record<string, unknown>): AntiArmorCell => cellOf(antiArmorDefinition, input(more));

describe('anti-armor (Unit Tags, Anti Armor; Cover: "Units behind cover when it is destroyed are hurt")', () => {
  it('hurts each unit behind the cover by one hit: a Tough rifleman absorbs it, a wounded medic is Bloodied, a Bloodied rifleman dies', () => {
    expect(
      cell({
        attacker: { unit: 'grenadier' },
        behind_cover: [{ unit: 'riflemen' }, { unit: 'medics', stage: 'wounded' }],
      }),
    ).toEqual({ units: 2, hurt: 2, dead: 0 });
    expect(cell({ attacker: { unit: 'mortar' }, behind_cover: [{ unit: 'riflemen', stage: 'bloodied' }] })).toEqual({
      units: 1,
      hurt: 1,
      dead: 1,
    });
  });

  it('reads "hurt" as the attacker\'s damage (a grenadier is Deadly: 2) or as no harm under its variants', () => {
    expect(
      cell({
        rules: { hurt: 'attacker-damage' },
        attacker: { unit: 'grenadier' },
        behind_cover: [{ unit: 'riflemen' }, { unit: 'medics', stage: 'wounded' }],
      }),
    ).toEqual({ units: 2, hurt: 2, dead: 1 });
    expect(
      cell({
        rules: { hurt: 'no-harm' },
        attacker: { unit: 'grenadier' },
        behind_cover: [{ unit: 'medics', stage: 'bloodied' }],
      }),
    ).toEqual({ units: 1, hurt: 0, dead: 0 });
  });

  it("parameters: Deadly 3 kills a healthy medic with the attacker's damage; Tough 1 hit leaves a rifleman Wounded by one hit", () => {
    expect(
      cell({
        rules: { hurt: 'attacker-damage', 'deadly-damage': 3 },
        attacker: { unit: 'grenadier' },
        behind_cover: [{ unit: 'medics' }, { unit: 'riflemen' }],
      }),
    ).toEqual({ units: 2, hurt: 2, dead: 1 });
    expect(
      cell({
        rules: { hurt: 'attacker-damage', 'deadly-damage': 3, 'tough-hits': 3 },
        attacker: { unit: 'grenadier' },
        behind_cover: [{ unit: 'riflemen', stage: 'healthy-hit-once' }],
      }),
    ).toEqual({ units: 1, hurt: 1, dead: 0 });
    expect(
      cell({
        rules: { 'tough-hits': 1 },
        attacker: { unit: 'grenadier' },
        behind_cover: [{ unit: 'riflemen', stage: 'bloodied' }],
      }),
    ).toEqual({ units: 1, hurt: 1, dead: 1 });
  });

  it('needs no roll: exact is certain, and the kernel counts every trial the same way', () => {
    const c = cell({
      attacker: { unit: 'grenadier' },
      behind_cover: [{ unit: 'riflemen', stage: 'bloodied' }, { unit: 'scouts' }],
    });
    const exact = exactAntiArmor(c);
    expect(exact.outcomes.some_dead).toBe(1);
    expect(Array.from(exact.distributions.units_dead)).toEqual([0, 1, 0]);
    expectKernelMatchesExact(antiArmorKernel, c, exact, 1000, 2000);
  });

  it('refuses a unit without the tag, and every unit under the Quick Reference Sheet, which gives the tag to no one', () => {
    expect(
      issuesOf(antiArmorDefinition, input({ attacker: { unit: 'riflemen' }, behind_cover: [{ unit: 'medics' }] }))[0]
        .message,
    ).toMatch(/grenadiers and mortars have it/);
    const sheet = issuesOf(
      antiArmorDefinition,
      input({
        rules: { 'unit-stats': 'reference-sheet' },
        attacker: { unit: 'grenadier' },
        behind_cover: [{ unit: 'medics' }],
      }),
    );
    expect(sheet.map((i) => [i.path.join('.'), i.message.includes('gives it to no unit')])).toEqual([
      ['attacker.unit', true],
    ]);
  });
});
