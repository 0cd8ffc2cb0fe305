import type { Issue, NormalizeResult } from '../../../../core/Issue.js';
import { QUALITY_DICE } from '../../data/qualities.js';
import { panicRemovalDist } from '../../steps/panicRemovalDist.js';
import { reactionTestDist } from '../../steps/reactionTestDist.js';
import { moraleMessages } from '../messages.js';
import { confidenceThreatLevel } from '../threatLevel.js';
import type { IndependentFigureCell } from './IndependentFigureCell.js';
import { markerChain } from './markerChain.js';
import type { IndependentFigureScenarioCell } from './schema.js';

/** Turns one parsed independent-figure cell into the test's score and the removal chains' length. */
export function normalizeIndependentFigure(
  scenario: IndependentFigureScenarioCell,
): NormalizeResult<IndependentFigureCell> {
  const issues: Issue[] = [];
  const { figure, rules } = scenario;
  if (scenario.circumstances.length === 0 && scenario.threat_level === undefined) {
    issues.push({ path: ['circumstances'], message: moraleMessages.noCircumstanceFigure });
  }
  const threat =
    scenario.threat_level ??
    confidenceThreatLevel(
      scenario.circumstances,
      0,
      scenario.motivation,
      rules['plus-levels-alone'] === 'test',
      ['circumstances'],
      issues,
      scenario.threat_levels,
    );
  if (issues.length > 0) return { ok: false, issues };
  const sides = QUALITY_DICE[figure.quality];
  const panicRollsPerActivation = rules['panic-removal'] === 'one-action' ? 2 : 1;
  // The activations both chains may take: a suppression ends on a pass, a panic on a pass or a ONE.
  const removalNeeded = figure.leadership + rules['removal-threat-level'];
  const pass = reactionTestDist(sides, removalNeeded).prob(1);
  const panicEnds = 1 - panicRemovalDist(sides, removalNeeded).prob(1);
  const cap =
    Math.max(
      markerChain(pass, 2).resolvedAt.length,
      markerChain(panicEnds, panicRollsPerActivation).resolvedAt.length,
    ) - 1;
  return {
    ok: true,
    value: {
      sides,
      needed: threat === null ? -1 : figure.leadership + threat,
      removalNeeded,
      halfOrLess: rules['two-level-drop'] === 'half-or-less',
      panicRollsPerActivation,
      cap,
      note:
        threat === null
          ? moraleMessages.noTest(scenario.motivation)
          : moraleMessages.threatLevel(figure.leadership, threat),
    },
  };
}
