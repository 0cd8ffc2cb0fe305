import { describe, expect, it } from 'vitest';
import { situationLines } from './situationLines.js';

const FIRE = `system: stargrunt2
resolve: fire
title: "Squad fire"
trials: 200000
seed: 1
firer:
  quality: regular
  troops:
    - { count: 5, weapon: advanced-assault-rifle }
    - { count: 1, weapon: conventional-saw }
target:
  figures: 8
  armour: partial-light
  cover: soft
  in_position: true
  leader: false
range_band: 1
rules: { casualties: quick-and-dirty }
sweep:
  firer.quality: [green, regular]
  range_band: [1, 2]
`;

describe('situationLines', () => {
  it('says in words what the scenario sets and does not sweep, a line per side then the plain settings', () => {
    const sweep = [
      { path: 'firer.quality', values: ['green', 'regular'] },
      { path: 'range_band', values: [1, 2] },
    ];
    expect(situationLines({ scenario_text: FIRE, sweep })).toEqual([
      'Firer: 5 × advanced assault rifle and 1 × conventional saw',
      'Target: 8 figures, partial light armour, soft cover, in position, no leader',
    ]);
    expect(situationLines({ scenario_text: FIRE, sweep: [] })).toEqual([
      'Firer: regular quality, 5 × advanced assault rifle and 1 × conventional saw',
      'Target: 8 figures, partial light armour, soft cover, in position, no leader',
      'Range band 1',
    ]);
  });

  it('leaves out what a compare entry changes', () => {
    const text = `${FIRE}compare:\n  - label: AAR\n  - label: Gauss\n    firer: { troops: [{ count: 6, weapon: gauss-rifle }] }\n    target: { cover: hard }\n`;
    const sweep = [
      { path: 'firer.quality', values: ['green', 'regular'] },
      { path: 'range_band', values: [1, 2] },
    ];
    expect(situationLines({ scenario_text: text, sweep })).toEqual([
      'Target: 8 figures, partial light armour, in position, no leader',
    ]);
  });

  it('keeps a number range whole and leaves out what lies deeper than a group within a side', () => {
    const text =
      'system: x\nresolve: y\ntarget: { cover: 50-75 }\nsides:\n  a: { name: Veteran team, units: { team: { quality: veteran } } }\n';
    expect(situationLines({ scenario_text: text, sweep: [] })).toEqual([
      'Target: 50-75 cover',
      'Sides: a (Veteran team)',
    ]);
  });

  it("shows a house die of listed faces as written, however deep it lies (a weapon's impact)", () => {
    const text =
      'system: x\nresolve: y\nweapons:\n  table-rifle: { class: small-arms, firepower: 1, impact: [1, 2, 2, 8] }\narmour: { gel: [1, 1, 2, 6] }\n';
    expect(situationLines({ scenario_text: text, sweep: [] })).toEqual([
      'Weapons: table rifle (small arms class, firepower 1, impact [1, 2, 2, 8])',
      'Armour: gel [1, 1, 2, 6]',
    ]);
  });

  it('is empty without the scenario text, or when it is not a map', () => {
    expect(situationLines({ sweep: [] })).toEqual([]);
    expect(situationLines({ scenario_text: '- a\n- b\n', sweep: [] })).toEqual([]);
    expect(situationLines({ scenario_text: 'a: [', sweep: [] })).toEqual([]);
  });
});
