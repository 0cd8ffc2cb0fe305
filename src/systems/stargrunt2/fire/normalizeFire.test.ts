import { describe, expect, it } from 'vitest';
import { fireCell, fireIssues } from '../../../../testing/systems/stargrunt2/fire/testCells.js';

const base = {
  firer: {
    quality: 'regular',
    troops: [
      { count: 5, weapon: 'advanced-assault-rifle' },
      { count: 1, weapon: 'conventional-saw' },
    ],
  },
  target: { figures: 8, armour: 'partial-light', cover: 'soft' },
  range: 12,
};

describe('normalizeFire', () => {
  it('turns the design example into dice', () => {
    expect(fireCell(base)).toEqual({
      firerDice: [8, 10, 8], // Regular D8; 5 × FP2 = 10 → D10; the SAW's D8
      rangeDie: 8, // band 2 (D6) + soft cover
      band: 2,
      casualties: 'standard',
      divisor: 8,
      leftoverRoll: true,
      impact: { sides: 10, multiplier: 1 }, // the small arms' impact only
      armour: { sides: 8, multiplier: 1 }, // partial light D6 + soft cover
      figures: 8,
      whoDie: 8,
      repeatHitsKill: true,
    });
  });

  it('applies the armour cover shift as an OPEN shift: excess past D12 lowers the impact die', () => {
    const heavy = { ...base, target: { figures: 5, armour: 'heavy-power', cover: 'hard' } };
    expect(fireCell(heavy)).toMatchObject({ armour: { sides: 12 }, impact: { sides: 6 } }); // D10 down two types
  });

  it('adds one support die per trooper with a support or sniper weapon, and sums mixed small arms of one impact', () => {
    const cell = fireCell({
      ...base,
      firer: {
        quality: 'veteran',
        troops: [
          { count: 3, weapon: 'advanced-assault-rifle' },
          { count: 2, weapon: 'advanced-assault-rifle-gl' },
          { count: 2, weapon: 'multiple-launcher-pack' },
          { count: 1, weapon: 'laser-sniping-rifle' },
        ],
      },
    });
    expect(cell.firerDice).toEqual([10, 12, 8, 8, 12]); // 3×2 + 2×3 = 12 → D12
  });

  it('uses the armour die for quick-and-dirty, raised for cover (closed at D12)', () => {
    expect(fireCell({ ...base, rules: { casualties: 'quick-and-dirty' } })).toMatchObject({
      divisor: 8,
      repeatHitsKill: false,
    });
    const hard = {
      ...base,
      rules: { casualties: 'quick-and-dirty' },
      target: { figures: 8, armour: 'light-power', cover: 'hard' },
    };
    expect(fireCell(hard).divisor).toBe(12);
  });

  it('shifts the range die for a lone independent figure and In Position', () => {
    expect(fireCell({ ...base, target: { figures: 1, armour: 'basic', independent: true } }).rangeDie).toBe(8);
    expect(
      fireCell({ ...base, target: { figures: 6, armour: 'basic', cover: 'soft', in_position: true } }).rangeDie,
    ).toBe(10);
  });

  it('makes fire impossible past D12 and says why', () => {
    const cell = fireCell({ ...base, range: 33 });
    expect(cell.rangeDie).toBe(0);
    expect(cell.note).toMatch(/over a D12/);
  });

  it('counts close-range weapons only up to one range band', () => {
    const troops = [
      { count: 4, weapon: 'heavy-autopistol' },
      { count: 2, weapon: 'hunting-rifle' },
    ]; // both impact D10
    const near = fireCell({ ...base, firer: { quality: 'regular', troops }, range: 8 });
    const far = fireCell({ ...base, firer: { quality: 'regular', troops: [troops[1]] }, range: 9 });
    expect(near.firerDice).toEqual([8, 6]); // 4×1 + 2×1 = 6 → D6
    expect(near.note).toBeUndefined();
    expect(far.firerDice).toEqual([8, 4]);
    const mixedFar = fireCell({ ...base, firer: { quality: 'regular', troops }, range: 9 });
    expect(mixedFar.firerDice).toEqual([8, 4]); // the pistols cannot reach band 2
    expect(mixedFar.note).toMatch(/4 trooper\(s\) with close-range weapons/);
    const onlyPistols = fireCell({ ...base, firer: { quality: 'regular', troops: [troops[0]] }, range: 9 });
    expect(onlyPistols.rangeDie).toBe(0);
    expect(onlyPistols.note).toMatch(/close-range/);
  });

  it('reports unknown names with the closest ones, and rules the rulebook does not allow', () => {
    const troops = [{ count: 5, weapon: 'advanced-assult-rifle' }];
    const issues = fireIssues({
      ...base,
      firer: { quality: 'regular', troops },
      target: { figures: 8, armour: 'partial-lite' },
    });
    expect(issues.map((i) => i.path)).toEqual([
      ['firer', 'troops', 0, 'weapon'],
      ['target', 'armour'],
    ]);
    expect(issues[0].suggestions?.[0]).toBe('advanced-assault-rifle');
    expect(issues[1].suggestions?.[0]).toBe('partial-light');
    expect(
      fireIssues({ ...base, firer: { quality: 'regular', troops: [{ count: 1, weapon: 'conventional-saw' }] } })[0]
        .message,
    ).toMatch(/small arms/);
    const mixed = [
      { count: 2, weapon: 'gauss-rifle' },
      { count: 2, weapon: 'hunting-rifle' },
    ];
    expect(fireIssues({ ...base, firer: { quality: 'regular', troops: mixed } })[0].message).toMatch(
      /different impact/,
    );
    expect(fireIssues({ ...base, target: { figures: 3, armour: 'basic', independent: true } })[0].path).toEqual([
      'target',
      'independent',
    ]);
  });

  it('accepts house weapons and armour by name', () => {
    const cell = fireCell({
      ...base,
      weapons: { 'plasma-carbine': { class: 'small-arms', firepower: 2, impact: 'd12', close_range: true } },
      armour: { 'ablative-mesh': 'd10' },
      firer: { quality: 'regular', troops: [{ count: 3, weapon: 'plasma-carbine' }] },
      target: { figures: 4, armour: 'ablative-mesh' },
      range: 6,
    });
    expect(cell).toMatchObject({ firerDice: [8, 6], impact: { sides: 12 }, armour: { sides: 10 }, rangeDie: 4 });
  });
});

describe('normalizeFire with range_band', () => {
  it('takes the range band directly, whatever the firer quality', () => {
    const { range: _range, ...noRange } = base;
    expect(fireCell({ ...noRange, range_band: 2 })).toMatchObject({ band: 2, rangeDie: 8 }); // D6 + soft cover
    expect(
      fireCell({ ...noRange, firer: { quality: 'elite', troops: base.firer.troops }, range_band: 5 }).rangeDie,
    ).toBe(0);
  });

  it('asks for one of range and range_band', () => {
    const { range: _range, ...noRange } = base;
    expect(fireIssues(noRange)[0].message).toMatch(/range \(inches\) or as range_band/);
    expect(fireIssues({ ...base, range_band: 2 })[0].path).toEqual(['range_band']);
  });
});
