import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { Issue } from '../../../core/Issue.js';
import { formatDie } from '../../../dice/dieType.js';
import { HEAVY_WEAPONS } from '../heavy/data/heavyWeapons.js';
import { NATIONAL_MISSILES } from '../heavy/data/nationalMissiles.js';
import { SYSTEM_DICE } from '../heavy/data/systemDice.js';
import { lookUp, weaponTable } from '../resolveNames.js';
import { NATIONAL_WEAPONS } from './nationalWeapons.js';
import { WEAPONS, type Weapon } from './weapons.js';

// The rulebook beside the project (design.md: "The rulebooks are in ../shared/rules/"); a fresh clone may lack it.
const RULEBOOK = new URL('../../../../../shared/rules/stargrunt2.txt', import.meta.url);

// Typed from ORGANISATION AND EQUIPMENT by hand: class, FIREPOWER, IMPACT (and the asterisk gruntlab gives it).
const EXPECTED: Record<string, [Weapon['class'], number | string, string, boolean?]> = {
  l7a3: ['small-arms', 3, 'D10'],
  'l41-apw': ['small-arms', 3, 'D10'],
  'l5-saw': ['support', 'D8', 'D10'],
  'l6p-saw': ['support', 'D10', 'D10'],
  'l20a1-ppg': ['support', 'D6', 'D12', true],
  'l23a2-hvat-railgun': ['support', 'D8', 'D12', true],
  'l9-sniper-rifle': ['sniper', 'D10', 'D12'],
  'l10a2-sniper-rifle': ['sniper', 'D12', 'D8'],
  'sg-58': ['small-arms', 3, 'D10'],
  'sgkpfz-60-apw': ['small-arms', 3, 'D10'],
  'mg-66-saw': ['support', 'D8', 'D10'],
  'mgkpfz-66-saw': ['support', 'D8', 'D10'],
  'sk51-plasma-gun': ['support', 'D6', 'D12', true],
  'skkpfz-51-plasma-gun': ['support', 'D6', 'D12', true],
  'lg24-sniper-rifle': ['sniper', 'D12', 'D8'],
  'ki-72': ['small-arms', 2, 'D10'],
  'ki-95-apw': ['small-arms', 2, 'D10'],
  'rk80-saw': ['support', 'D8', 'D10'],
  'rk100-saw': ['support', 'D10', 'D10'],
  'vk20-assault-cannon': ['support', 'D10', 'D12', true],
  'kalyev-sniper-rifle': ['sniper', 'D8', 'D10'],
  'mt3-sniper-rifle': ['sniper', 'D12', 'D6'],
  'fa-75': ['small-arms', 2, 'D12'],
  'fm-77-saw': ['support', 'D10', 'D12'],
  'fa-75-f2-sniper-rifle': ['sniper', 'D10', 'D12'],
};

/** The numbers of one rulebook line: "FIREPOWER: D8; IMPACT: D12" and "GUIDANCE: Enhanced (D8)". */
function numbersOf(line: string) {
  return {
    firepower: /FIREPOWER: (\S+?);/.exec(line)?.[1],
    impact: /IMPACT: (D\d+)/.exec(line)?.[1],
    guidance: /GUIDANCE: \w+ \(D(\d+)\)/.exec(line)?.[1],
  };
}

const statsOf = (w: Weapon) => ({
  firepower: w.class === 'small-arms' ? String(w.firepower) : formatDie(w.firepower).toUpperCase(),
  impact: formatDie(w.impact).toUpperCase(),
});

describe('national weapons of the army lists', () => {
  it('are the weapons the rulebook gives, with its numbers', () => {
    expect(Object.keys(NATIONAL_WEAPONS).sort()).toEqual(Object.keys(EXPECTED).sort());
    for (const [name, [cls, firepower, impact, asterisk = false]] of Object.entries(EXPECTED)) {
      const { weapon, line } = NATIONAL_WEAPONS[name];
      const { firepower: lineFirepower, impact: lineImpact } = numbersOf(line);
      const heavyAtPointTargets = weapon.class !== 'small-arms' && weapon.heavyAtPointTargets;
      expect({ name, cls: weapon.class, ...statsOf(weapon), heavyAtPointTargets }).toEqual({
        name,
        cls,
        firepower: String(firepower),
        impact,
        heavyAtPointTargets: asterisk,
      });
      expect({ name, ...statsOf(weapon) }).toEqual({ name, firepower: lineFirepower, impact: lineImpact });
    }
  });

  it('gives every national GMS/P impact D12 and the guidance of its line', () => {
    for (const [name, { missile, line }] of Object.entries(NATIONAL_MISSILES)) {
      const { impact, guidance } = numbersOf(line);
      expect([name, formatDie(missile.impact).toUpperCase(), SYSTEM_DICE[missile.guidance!]]).toEqual([
        name,
        impact,
        Number(guidance),
      ]);
      expect(missile).toMatchObject({ guided: true, size: 1, guidance: 'enhanced' });
    }
  });

  it('names a generic entry that exists, and leaves the generic entries as the generic tables give them', () => {
    for (const { generic } of [...Object.values(NATIONAL_WEAPONS), ...Object.values(NATIONAL_MISSILES)]) {
      if (generic !== undefined) expect(generic in WEAPONS || generic in HEAVY_WEAPONS, generic).toBe(true);
    }
    expect(statsOf(WEAPONS['conventional-sniping-rifle'])).toEqual({ firepower: 'D10', impact: 'D10' });
    expect(statsOf(WEAPONS['laser-sniping-rifle'])).toEqual({ firepower: 'D12', impact: 'D8' });
    expect(statsOf(WEAPONS['rotary-saw'])).toEqual({ firepower: 'D10', impact: 'D10' });
    expect(HEAVY_WEAPONS['rfac-1'].impact).toEqual({ sides: 10, multiplier: 1 });
  });

  it('are in the weapons table in force, and a misspelt one is answered with the nearest names', () => {
    const table = weaponTable(undefined);
    for (const name of Object.keys(NATIONAL_WEAPONS)) expect(table[name]).toBe(NATIONAL_WEAPONS[name].weapon);
    const issues: Issue[] = [];
    lookUp(table, 'kalyev-sniper', ['firer', 'weapon'], 'weapon', issues);
    lookUp(table, 'l23-hvat-railgun', ['firer', 'weapon'], 'weapon', issues);
    expect(issues.map((i) => i.suggestions?.[0])).toEqual(['kalyev-sniper-rifle', 'l23a2-hvat-railgun']);
  });

  it.skipIf(!existsSync(RULEBOOK))(
    'quotes every stat line of ORGANISATION AND EQUIPMENT word for word, and misses none',
    () => {
      const text = readFileSync(RULEBOOK, 'utf8');
      const armyLists = text.slice(
        text.indexOf('## FORCE ORGANISATIONS:'),
        text.indexOf('## TERRAIN AVAILABILITY AND MODELLING:'),
      );
      const statLines = armyLists.split('\n').filter((l) => / IMPACT: D\d+/.test(l));
      const quoted = new Set(
        [...Object.values(NATIONAL_WEAPONS), ...Object.values(NATIONAL_MISSILES)].map((e) => e.line),
      );
      expect([...quoted].filter((l) => !statLines.includes(l))).toEqual([]);
      expect(statLines.filter((l) => !quoted.has(l))).toEqual([]);
      expect(statLines).toHaveLength(27);
    },
  );
});
