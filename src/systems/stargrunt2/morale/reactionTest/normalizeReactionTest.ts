import { closestNames } from '../../../../core/closestNames.js';
import type { Issue, NormalizeResult } from '../../../ResolutionDefinition.js';
import { CONFIDENCE_LEVELS } from '../../data/confidenceLevels.js';
import { QUALITY_DICE } from '../../data/qualities.js';
import { CLOSE_ASSAULT_THREATS, REACTION_CIRCUMSTANCES, REACTION_THREATS } from '../../data/reactionThreatLevels.js';
import { confidenceIndex } from '../confidenceIndex.js';
import { moraleMessages } from '../messages.js';
import type { ReactionTestCell } from './ReactionTestCell.js';
import type { ReactionTestScenarioCell } from './schema.js';

/** Turns one parsed reaction-test cell into the quality die and the score to exceed (REACTION TESTS). */
export function normalizeReactionTest(scenario: ReactionTestScenarioCell): NormalizeResult<ReactionTestCell> {
  const issues: Issue[] = [];
  const { unit, circumstance } = scenario;
  const level = confidenceIndex(unit.confidence, ['unit', 'confidence'], issues);
  let threat: number | undefined = scenario.threat_level;
  if ((circumstance === undefined) === (threat === undefined)) {
    issues.push({ path: ['circumstance'], message: moraleMessages.reactionNeedsOne });
  } else if (circumstance !== undefined && level !== undefined) {
    if (circumstance === 'close-assault') {
      const t = CLOSE_ASSAULT_THREATS[level];
      if (t === null) issues.push({ path: ['unit', 'confidence'], message: moraleMessages.closeAssaultNotAllowed(CONFIDENCE_LEVELS[level]) });
      else threat = t;
    } else if (Object.prototype.hasOwnProperty.call(REACTION_THREATS, circumstance)) {
      threat = REACTION_THREATS[circumstance];
      if (circumstance === 'shaken-leave-cover' && level < 2) {
        issues.push({ path: ['unit', 'confidence'], message: moraleMessages.shakenLeaveCoverNotShaken(CONFIDENCE_LEVELS[level]) });
      }
    } else {
      issues.push({
        path: ['circumstance'],
        message: moraleMessages.unknownCircumstance(circumstance),
        expected: moraleMessages.circumstanceExpected(REACTION_CIRCUMSTANCES),
        found: circumstance,
        suggestions: closestNames(circumstance, REACTION_CIRCUMSTANCES),
      });
    }
  }
  if (issues.length > 0 || threat === undefined) return { ok: false, issues };
  return {
    ok: true,
    value: { sides: QUALITY_DICE[unit.quality], needed: unit.leadership + threat, note: moraleMessages.threatLevel(unit.leadership, threat) },
  };
}
