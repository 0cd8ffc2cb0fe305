import { describe, expect, it } from 'vitest';
import * as dice from './index.js';

describe('src/dice index', () => {
  it('re-exports the public names other modules code against', () => {
    const names = [
      'DIE_TYPES',
      'parseDie',
      'formatDie',
      'dieTypeIndex',
      'dieTypeAt',
      'parseDicePool',
      'closedShift',
      'openShift',
      'shiftSteps',
      'createRng',
      'nextUint32',
      'rollDie',
      'rollDieMultiplied',
      'streamState',
      'createStream',
      'Dist',
      'compareDice',
      'sumOf',
      'repeat',
      'gcd',
      'lcm',
      'fractionToNumber',
      'diceMessages',
      'fillUniforms',
      // Dice a designer writes (faceDie.ts) and shifts of whole dice.
      'DIE_LIMITS',
      'readDie',
      'listedFacesDie',
      'isListedFace',
      'dieFromUniform',
      'dieFaceValue',
      'isLadderDie',
      'closedShiftDie',
      'openShiftDice',
    ];
    for (const name of names) expect(dice, name).toHaveProperty(name);
    expect(Object.keys(dice).sort()).toEqual([...names].sort());
  });

  it('words its errors for people', () => {
    expect(dice.diceMessages.wholeSteps(1.5)).toBe('A die shift must be a whole number of steps, not 1.5.');
  });
});
