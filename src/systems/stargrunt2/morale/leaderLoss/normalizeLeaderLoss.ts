import type { Issue, NormalizeResult } from '../../../../core/Issue.js';
import { QUALITY_DICE } from '../../data/qualities.js';
import { confidenceIndex, fatigueCeiling } from '../confidenceIndex.js';
import { moraleMessages } from '../messages.js';
import { confidenceThreatLevel } from '../threatLevel.js';
import type { LeaderLossCell } from './LeaderLossCell.js';
import { newLeaderLevel } from './newLeaderLevel.js';
import type { LeaderLossScenarioCell } from './schema.js';

/** Turns one parsed leader-loss cell into numbers: the fallen LV, the threat level with leader-casualty. */
export function normalizeLeaderLoss(scenario: LeaderLossScenarioCell): NormalizeResult<LeaderLossCell> {
  const issues: Issue[] = [];
  const { unit, rules } = scenario;
  const start = confidenceIndex(unit.confidence, ['unit', 'confidence'], issues);
  fatigueCeiling(unit.fatigue, start, ['unit'], issues);
  const circumstances = scenario.circumstances.includes('leader-casualty')
    ? scenario.circumstances
    : [...scenario.circumstances, 'leader-casualty'];
  const threat = confidenceThreatLevel(
    circumstances,
    scenario.untreated_casualties,
    scenario.motivation,
    rules['plus-levels-alone'] === 'test',
    ['circumstances'],
    issues,
    scenario.threat_levels,
  );
  if (rules['better-from'] <= rules['worse-up-to']) {
    issues.push({
      path: ['rules', 'better-from'],
      message: moraleMessages.newLeaderBandsCross(rules['worse-up-to'], rules['better-from']),
    });
  }
  if (issues.length > 0 || start === undefined) return { ok: false, issues };
  return {
    ok: true,
    value: {
      sides: QUALITY_DICE[unit.quality],
      leadership: unit.leadership,
      levelOfFace: [1, 2, 3, 4, 5, 6].map((face) =>
        newLeaderLevel(unit.leadership, face, { worseUpTo: rules['worse-up-to'], betterFrom: rules['better-from'] }),
      ),
      threat: threat ?? -1,
      start,
      halfOrLess: rules['two-level-drop'] === 'half-or-less',
      newLeaderTests: rules['test-leadership'] === 'new',
      note:
        threat === null
          ? moraleMessages.noTest(scenario.motivation)
          : `one suppression marker; confidence test at threat level ${threat}`,
    },
  };
}
