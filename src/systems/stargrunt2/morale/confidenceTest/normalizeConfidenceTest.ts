import type { Issue, NormalizeResult } from '../../../../core/Issue.js';
import { QUALITY_DICE } from '../../data/qualities.js';
import { confidenceIndex, fatigueCeiling } from '../confidenceIndex.js';
import { moraleMessages } from '../messages.js';
import { confidenceThreatLevel } from '../threatLevel.js';
import type { ConfidenceTestCell } from './ConfidenceTestCell.js';
import type { ConfidenceTestScenarioCell } from './schema.js';

/** Turns one parsed confidence-test cell into dice and the score to exceed (CONFIDENCE TESTS). */
export function normalizeConfidenceTest(scenario: ConfidenceTestScenarioCell): NormalizeResult<ConfidenceTestCell> {
  const issues: Issue[] = [];
  const { unit, rules } = scenario;
  const start = confidenceIndex(unit.confidence, ['unit', 'confidence'], issues);
  fatigueCeiling(unit.fatigue, start, ['unit'], issues);
  if (
    scenario.circumstances.length === 0 &&
    scenario.untreated_casualties === 0 &&
    scenario.threat_level === undefined
  ) {
    issues.push({ path: ['circumstances'], message: moraleMessages.noCircumstance });
  }
  const threat =
    scenario.threat_level ??
    confidenceThreatLevel(
      scenario.circumstances,
      scenario.untreated_casualties,
      scenario.motivation,
      rules['plus-levels-alone'] === 'test',
      ['circumstances'],
      issues,
      scenario.threat_levels,
    );
  if (issues.length > 0 || start === undefined) return { ok: false, issues };
  return {
    ok: true,
    value: {
      sides: QUALITY_DICE[unit.quality],
      needed: threat === null ? -1 : unit.leadership + threat,
      start,
      halfOrLess: rules['two-level-drop'] === 'half-or-less',
      note:
        threat === null
          ? moraleMessages.noTest(scenario.motivation)
          : moraleMessages.threatLevel(unit.leadership, threat),
    },
  };
}
