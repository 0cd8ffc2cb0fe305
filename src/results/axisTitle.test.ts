import { describe, expect, it } from 'vitest';
import type { ResolutionInfo } from '../systems/ResolutionInfo.js';
import { axisTitle, pathWords } from './axisTitle.js';

const counting = { valueUnit: 'figures' } as ResolutionInfo;

describe('axisTitle', () => {
  it('puts a swept path in words with its unit', () => {
    expect(axisTitle('target.cover')).toBe('Target cover');
    expect(axisTitle('range')).toBe('Range (inches)');
    expect(axisTitle('firer.troops.0.count', counting)).toBe('Firer troops 0 count (figures)');
    expect(axisTitle('label')).toBe('Variant');
  });
  it('gives distances in the unit the system measures in: centimetres in The Grunt Factor and Silhouette', () => {
    expect(axisTitle('range', { system: 'grunt-factor' })).toBe('Range (cm)');
    expect(axisTitle('height_difference', { system: 'grunt-factor' })).toBe('Height difference (cm)');
    expect(axisTitle('distance', { system: 'silhouette' })).toBe('Distance (cm)');
    expect(axisTitle('distance', { system: 'man-to-man' })).toBe('Distance (inches)');
  });
  it('does not repeat a unit the words already end with', () => {
    expect(axisTitle('attacker.figures', counting)).toBe('Attacker figures');
  });
});

describe('pathWords', () => {
  it('gives the path as words for a sentence, without units', () => {
    expect(pathWords('attacker.figures')).toBe('attacker figures');
    expect(pathWords('range_band')).toBe('range band');
  });
});
