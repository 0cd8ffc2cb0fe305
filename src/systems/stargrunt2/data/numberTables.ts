import type { NumberTable } from '../../NumberTable.js';
import { QUALITIES, QUALITY_DICE } from './qualities.js';

/** Stargrunt II's quality → die table: what `quality:` stands for in every resolution that takes one. */
export const stargrunt2NumberTables: NumberTable[] = [
  {
    title: 'quality → quality die',
    source: 'UNIT QUALITY AND LEADERSHIP VALUE; SMALL ARMS RANGES',
    columns: ['quality', 'quality die', 'small-arms range band (inches)'],
    rows: QUALITIES.map((quality) => [quality, `d${QUALITY_DICE[quality]}`, QUALITY_DICE[quality]]),
    note:
      'A roll with the dice themselves: opposed-roll (first: d8, against: d6) and target-roll (die: d8, target: 3, ' +
      'the Leadership Value plus the threat level).',
  },
];
