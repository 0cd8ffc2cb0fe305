import type { EngagementCell } from '../../../../src/systems/stargrunt2/engagement/EngagementCell.js';
import engagementDefinition from '../../../../src/systems/stargrunt2/engagement/engagementDefinition.js';
import { cellOf } from '../../../cellOf.js';

/** Builds a normalized engagement cell from scenario-shaped input, as the loader would (for tests and benchmarks). */
export function engagementCell(input: Record<string, unknown>): EngagementCell {
  return cellOf(engagementDefinition, { system: 'stargrunt2', resolve: 'engagement', ...input });
}

/** One unit, scenario-shaped: `figures` troopers with advanced assault rifles in partial light armour. */
export function unit(quality: string, figures: number, more: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    quality,
    leadership: 2,
    troops: [{ count: figures, weapon: 'advanced-assault-rifle' }],
    armour: 'partial-light',
    ...more,
  };
}

/** A two-sided engagement, one unit a side. */
export function duel(
  a: Record<string, unknown>,
  b: Record<string, unknown>,
  more: Record<string, unknown> = {},
): EngagementCell {
  return engagementCell({
    turns: 2,
    range: 18,
    sides: { a: { name: 'Reds', units: { reds: a } }, b: { name: 'Blues', units: { blues: b } } },
    ...more,
  });
}
