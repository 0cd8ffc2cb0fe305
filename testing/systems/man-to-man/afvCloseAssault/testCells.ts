import type { AfvCloseAssaultCell } from '../../../../src/systems/man-to-man/afvCloseAssault/AfvCloseAssaultCell.js';
import afvCloseAssaultDefinition from '../../../../src/systems/man-to-man/afvCloseAssault/afvCloseAssaultDefinition.js';
import { cellOf } from '../../../cellOf.js';

/** Builds a normalized afv-close-assault cell from scenario-shaped input, as the loader would. */
export function afvCloseAssaultCell(input: Record<string, unknown>): AfvCloseAssaultCell {
  return cellOf(afvCloseAssaultDefinition, { system: 'man-to-man', resolve: 'afv-close-assault', ...input });
}

export const AFV_CLOSE_ASSAULT_TEST_CASES: Record<string, Record<string, unknown>> = {
  'one rifleman with a grenade': { attackers: [{ weapon: 'grenade' }] },
  'two grenades and a panzerfaust': { attackers: [{ count: 2, weapon: 'grenade' }, { weapon: 'panzerfaust' }] },
  'four PIATs, critical failures on, KO on a 3 only': {
    rules: { 'close-assault-critical': '3', 'close-assault-failures': '16-18' },
    attackers: [
      { count: 4, weapon: 'piat' },
      { count: 3, weapon: 'other' },
    ],
  },
};
