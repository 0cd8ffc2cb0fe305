import type { Issue, NormalizeResult } from '../../../../core/Issue.js';
import { PANIC_TESTED_ON } from '../../data/panicTriggers.js';
import { QUALITY_DICE } from '../../data/qualities.js';
import { confidenceIndex, fatigueCeiling } from '../confidenceIndex.js';
import { moraleMessages } from '../messages.js';
import type { PanicTestCell } from './PanicTestCell.js';
import { panicChain } from './panicChain.js';
import type { PanicTestScenarioCell } from './schema.js';

/** Turns one parsed panic-test cell into numbers, with the turn cap of the removal chain. */
export function normalizePanicTest(scenario: PanicTestScenarioCell): NormalizeResult<PanicTestCell> {
  const issues: Issue[] = [];
  const { unit } = scenario;
  const start = confidenceIndex(unit.confidence, ['unit', 'confidence'], issues);
  fatigueCeiling(unit.fatigue, start, ['unit'], issues);
  if (issues.length > 0 || start === undefined) return { ok: false, issues };
  const sides = QUALITY_DICE[unit.quality];
  const tests = PANIC_TESTED_ON[unit.quality].includes(scenario.trigger);
  const { rules } = scenario;
  const needed = unit.leadership + rules['panic-threat-level'];
  const removalNeeded = unit.leadership + rules['removal-threat-level'];
  return {
    ok: true,
    value: {
      tests,
      sides,
      needed,
      removalNeeded,
      start,
      cap: tests ? panicChain(sides, removalNeeded, start).cap : 1,
      note: tests
        ? `reaction test at TL ${rules['panic-threat-level']}: D${sides} must exceed ${needed}`
        : moraleMessages.panicNotNeeded(unit.quality, scenario.trigger),
    },
  };
}
