import type { GfEngagementCell } from '../../../src/systems/grunt-factor/engagement/GfEngagementCell.js';
import gfEngagementDefinition from '../../../src/systems/grunt-factor/engagement/gfEngagementDefinition.js';
import { cellOf } from '../../cellOf.js';

/** Builds a normalized Grunt Factor engagement cell from scenario-shaped input, as the loader would. */
export function gfEngagementCell(input: Record<string, unknown>): GfEngagementCell {
  return cellOf(gfEngagementDefinition, { system: 'grunt-factor', resolve: 'engagement', ...input });
}

/** One squad, scenario-shaped: `count` soldiers of `grade` with assault rifles. */
export function squad(grade: string, count: number, more: Record<string, unknown> = {}): Record<string, unknown> {
  return { grade, troops: [{ count, weapon: 'assault-rifle' }], ...more };
}

/** A Grunt Factor engagement of one squad a side. */
export function gfDuel(
  a: Record<string, unknown>,
  b: Record<string, unknown>,
  more: Record<string, unknown> = {},
): GfEngagementCell {
  return gfEngagementCell({
    turns: 2,
    range: 30,
    sides: { a: { name: 'Reds', squads: { reds: a } }, b: { name: 'Blues', squads: { blues: b } } },
    ...more,
  });
}
