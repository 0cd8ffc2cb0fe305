import type { Issue, NormalizeResult } from '../../../../core/Issue.js';
import type { BurningCell } from './BurningCell.js';
import { burningMessages as messages } from './messages.js';
import type { BurningScenarioCell } from './schema.js';

/**
 * "roll the die type nearest to the NUMBER of men in the unit (rounded up)": the smallest die with at least as many
 * faces as men, D4 below four men and D12 above twelve.
 * @example firefightingDie(5) // 6
 */
export function firefightingDie(men: number): number {
  for (const sides of [4, 6, 8, 10]) if (men <= sides) return sides;
  return 12;
}

/** Turns one parsed burning cell into dice: the flamer's D6 or the markers placed, the turns, the firefighting die and the score that puts a fire out. */
export function normalizeBurning(scenario: BurningScenarioCell): NormalizeResult<BurningCell> {
  const issues: Issue[] = [];
  const { flamer, firefighters, turns, rules } = scenario;
  if (flamer && scenario.fires !== undefined) issues.push({ path: ['fires'], message: messages.flamerOrFires });
  if (issues.length > 0) return { ok: false, issues };
  // "only a 6 will cause a fire" / "it will catch light on a roll of 3 or greater" (parameters).
  const startOn = flamer ? rules[flamer.area === 'normal' ? 'normal-start-from' : 'flammable-start-from'] : 0;
  const fighterSides = firefighters ? firefightingDie(firefighters.men) : 0;
  const notes = [
    ...(flamer ? [messages.start(flamer.uses, startOn)] : []),
    ...(firefighters ? [messages.fighters(firefighters.units, fighterSides)] : []),
    // Not an error: a sweep over `turns` passes through turns before the firefighters arrive.
    ...(firefighters && firefighters.from_turn > turns
      ? [messages.fromTurnAfterEnd(firefighters.from_turn, turns)]
      : []),
  ];
  return {
    ok: true,
    value: {
      flamerUses: flamer ? flamer.uses : 0,
      startOn,
      fires: flamer ? 0 : (scenario.fires ?? 1),
      turns,
      fighters: firefighters ? firefighters.units : 0,
      fighterSides,
      putOutFrom: rules['firefight-from'],
      fightFrom: firefighters ? firefighters.from_turn : 0,
      ...(notes.length > 0 ? { note: notes.join('; ') } : {}),
    },
  };
}
