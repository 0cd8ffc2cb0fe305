import type { Issue, NormalizeResult } from '../../../../core/Issue.js';
import { lookUpName } from '../../../../core/lookUpName.js';
import { CONFIDENCE_LEVELS } from '../../data/confidenceLevels.js';
import { QUALITY_DICE } from '../../data/qualities.js';
import { CLOSE_ASSAULT_THREATS, REACTION_THREATS } from '../../data/reactionThreatLevels.js';
import { confidenceIndex } from '../confidenceIndex.js';
import { moraleMessages, moraleNames } from '../messages.js';
import type { ReactionTestCell } from './ReactionTestCell.js';
import type { ReactionTestScenarioCell } from './schema.js';

/** Turns one parsed reaction-test cell into the quality die and the score to exceed (REACTION TESTS). */
export function normalizeReactionTest(scenario: ReactionTestScenarioCell): NormalizeResult<ReactionTestCell> {
  const issues: Issue[] = [];
  const { unit, circumstance } = scenario;
  const table = reactionThreats(scenario.rules['threat-levels'] ?? {}, issues);
  const level = confidenceIndex(unit.confidence, ['unit', 'confidence'], issues);
  let threat: number | undefined = scenario.threat_level;
  if ((circumstance === undefined) === (threat === undefined)) {
    issues.push({ path: ['circumstance'], message: moraleMessages.reactionNeedsOne });
  } else if (circumstance !== undefined && level !== undefined) {
    // The table's rows, then the attacker's close-assault test, whose level depends on the unit's confidence.
    const threats: Record<string, number | null> = { ...table, 'close-assault': CLOSE_ASSAULT_THREATS[level] };
    const found = lookUpName(threats, circumstance, ['circumstance'], moraleNames.reactionCircumstance, issues);
    if (found === null) {
      issues.push({
        path: ['unit', 'confidence'],
        message: moraleMessages.closeAssaultNotAllowed(CONFIDENCE_LEVELS[level]),
      });
    } else if (found !== undefined) {
      threat = found;
      if (circumstance === 'shaken-leave-cover' && level < 2) {
        issues.push({
          path: ['unit', 'confidence'],
          message: moraleMessages.shakenLeaveCoverNotShaken(CONFIDENCE_LEVELS[level]),
        });
      }
    }
  }
  if (issues.length > 0 || threat === undefined) return { ok: false, issues };
  return {
    ok: true,
    value: {
      sides: QUALITY_DICE[unit.quality],
      needed: unit.leadership + threat,
      note: moraleMessages.threatLevel(unit.leadership, threat),
    },
  };
}

/** The book's THREAT LEVEL TABLE FOR REACTION TESTS with the rows of `rules.threat-levels` replaced; an unknown row is an issue. */
function reactionThreats(replaced: Record<string, number>, issues: Issue[]): Record<string, number> {
  const table = { ...REACTION_THREATS };
  for (const [name, level] of Object.entries(replaced)) {
    if (
      lookUpName(REACTION_THREATS, name, ['rules', 'threat-levels', name], moraleNames.reactionCircumstance, issues) !==
      undefined
    )
      table[name] = level;
  }
  return table;
}
