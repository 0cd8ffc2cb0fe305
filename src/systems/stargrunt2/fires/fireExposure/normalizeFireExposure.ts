import type { Issue, NormalizeResult } from '../../../../core/Issue.js';
import { lookUpName } from '../../../../core/lookUpName.js';
import { faceValuesUnlessPlain } from '../../../../dice/faceDie.js';
import { armourDieTable, stargrunt2Names } from '../../resolveNames.js';
import type { FireExposureCell } from './FireExposureCell.js';
import type { FireExposureScenarioCell } from './schema.js';

/** Turns one parsed fire-exposure cell into dice: the fire's impact die (parameter `fire-impact`, the book's D4), the kill multiple and the figures' armour die (no cover: see the doc). */
export function normalizeFireExposure(scenario: FireExposureScenarioCell): NormalizeResult<FireExposureCell> {
  const issues: Issue[] = [];
  const armour = lookUpName(
    armourDieTable(scenario.armour),
    scenario.unit.armour,
    ['unit', 'armour'],
    stargrunt2Names.armour,
    issues,
  );
  if (armour === undefined) return { ok: false, issues };
  // House armour (docs/rules/stargrunt2.md, Custom dice) is rolled as written: no rule here shifts it.
  const faces = faceValuesUnlessPlain(armour);
  return {
    ok: true,
    value: {
      figures: scenario.unit.figures,
      entries: scenario.entries,
      fireSides: scenario.rules['fire-impact'],
      armourSides: armour.sides,
      ...(faces ? { armourFaces: faces } : {}),
      killMultiple: scenario.rules['kill-multiple'],
    },
  };
}
