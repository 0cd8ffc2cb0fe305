import type { Issue, NormalizeResult } from '../../../../core/Issue.js';
import { PANIC_TESTED_ON } from '../../data/panicTriggers.js';
import { QUALITY_DICE } from '../../data/qualities.js';
import { normalizeFire } from '../../fire/normalizeFire.js';
import type { FireScenarioCell } from '../../fire/schema.js';
import { confidenceIndex, fatigueCeiling } from '../confidenceIndex.js';
import { moraleMessages } from '../messages.js';
import { confidenceThreatLevel } from '../threatLevel.js';
import { type FireAndReactCell, threatIndex } from './FireAndReactCell.js';
import type { FireAndReactScenarioCell } from './schema.js';

/**
 * Turns one parsed fire-and-react cell into the fire cell (by the fire resolution's own normalizer) and the
 * target's morale numbers, with the confidence test's threat level for every result of the fire.
 */
export function normalizeFireAndReact(scenario: FireAndReactScenarioCell): NormalizeResult<FireAndReactCell> {
  const issues: Issue[] = [];
  const { target, rules } = scenario;
  // The fire resolution's own cell: this schema extends its rules and target, so they are a fire cell's as they are.
  const fireScenario: FireScenarioCell = { ...scenario, resolve: 'fire' };
  const fire = normalizeFire(fireScenario);
  if (!fire.ok) issues.push(...fire.issues);
  const start = confidenceIndex(target.confidence, ['target', 'confidence'], issues);
  fatigueCeiling(target.fatigue, start, ['target'], issues);
  if (target.leader > target.figures) {
    issues.push({
      path: ['target', 'leader'],
      message: moraleMessages.leaderBeyondFigures(target.leader, target.figures),
    });
  }
  const house = scenario.threat_levels;
  if (!fire.ok || issues.length > 0 || start === undefined) return { ok: false, issues };

  const F = target.figures;
  const threat: number[] = [];
  const counted = rules['new-casualties-untreated'];
  for (let s = 0; s < 2; s++) {
    for (let dead = 0; dead <= F; dead++) {
      for (let wounded = 0; wounded <= F; wounded++) {
        for (let leaderHit = 0; leaderHit < 2; leaderHit++) {
          const casualties = dead + wounded;
          const circumstances: string[] = [];
          if (s === 1 && !target.previously_suppressed) circumstances.push('first-suppressed');
          if (casualties > 0) circumstances.push('casualties');
          if (casualties > F - casualties) circumstances.push('more-casualties-than-survivors');
          if (leaderHit === 1) circumstances.push('leader-casualty');
          const untreated =
            target.untreated_casualties +
            (counted === 'wounded' ? wounded : counted === 'dead-and-wounded' ? casualties : 0);
          // Only events of this fire call a test; standing untreated casualties add to it.
          const level =
            circumstances.length === 0
              ? null
              : confidenceThreatLevel(circumstances, untreated, scenario.motivation, true, [], [], house);
          threat[threatIndex(F, s, dead, wounded, leaderHit)] = level ?? -1;
        }
      }
    }
  }
  return {
    ok: true,
    value: {
      fire: fire.value,
      leader: target.leader - 1,
      sides: QUALITY_DICE[target.quality],
      leadership: target.leadership,
      start,
      markers: target.suppression_markers,
      halfOrLess: rules['two-level-drop'] === 'half-or-less',
      newLeaderTests: rules['test-leadership'] === 'new',
      panicTest: !target.fired_on_before && PANIC_TESTED_ON[target.quality].includes('first-fired-on'),
      threat,
      ...(fire.value.note ? { note: fire.value.note } : {}),
    },
  };
}
