import type { Issue, NormalizeResult } from '../../../../core/Issue.js';
import { lookUpName } from '../../../../core/lookUpName.js';
import { QUALITY_DICE } from '../../data/qualities.js';
import { armourDieTable, stargrunt2Names } from '../../resolveNames.js';
import { AP_CAUGHT_FACES } from '../data/mineDice.js';
import { minesMessages as messages } from '../messages.js';
import type { MinefieldCell } from './MinefieldCell.js';
import type { MinefieldScenarioCell } from './schema.js';

/**
 * Turns one parsed minefield cell into dice: the quality die each figure rolls, the faces that get it caught by the
 * field's kind (parameters `ap-caught-up-to`, `mixed-caught-up-to`), the mine's impact die (`mine-impact`, D10) and the figures' armour die (any d-N or listed faces from house `armour:`; no cover, so no shift: see the doc).
 * @example normalizeMinefield({ …, field: 'mixed', unit: { quality: 'green', figures: 6, armour: 'basic' } }).value // caughtFaces 2, qualitySides 6
 */
export function normalizeMinefield(scenario: MinefieldScenarioCell): NormalizeResult<MinefieldCell> {
  const issues: Issue[] = [];
  const { unit, field, rules } = scenario;
  const caughtUpTo: Record<typeof field, number> = {
    ap: rules['ap-caught-up-to'],
    mixed: rules['mixed-caught-up-to'],
    av: AP_CAUGHT_FACES.av,
  };
  const armour = lookUpName(
    armourDieTable(scenario.armour),
    unit.armour,
    ['unit', 'armour'],
    stargrunt2Names.armour,
    issues,
  );
  if (armour === undefined) return { ok: false, issues };
  return {
    ok: true,
    value: {
      figures: unit.figures,
      qualitySides: QUALITY_DICE[unit.quality],
      // A caught-up-to past the quality die catches on every face.
      caughtFaces: Math.min(caughtUpTo[field], QUALITY_DICE[unit.quality]),
      impactSides: rules['mine-impact'],
      armour,
      killMultiple: rules['kill-multiple'],
      ...(field === 'av' ? { note: messages.infantryIgnoresAv } : {}),
    },
  };
}
