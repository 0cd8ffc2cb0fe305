import type { Issue, NormalizeResult } from '../../../../core/Issue.js';
import { lookUpName } from '../../../../core/lookUpName.js';
import { QUALITY_DICE } from '../../data/qualities.js';
import { armourTable, stargrunt2Names } from '../../resolveNames.js';
import { AP_CAUGHT_FACES, MINE_IMPACT_DIE } from '../data/mineDice.js';
import { minesMessages as messages } from '../messages.js';
import type { MinefieldCell } from './MinefieldCell.js';
import type { MinefieldScenarioCell } from './schema.js';

/**
 * Turns one parsed minefield cell into dice: the quality die each figure rolls, the faces that get it caught by the
 * field's kind, the mine's D10 and the figures' armour die (no cover: see the doc).
 * @example normalizeMinefield({ …, field: 'mixed', unit: { quality: 'green', figures: 6, armour: 'basic' } }).value // caughtFaces 2, qualitySides 6
 */
export function normalizeMinefield(scenario: MinefieldScenarioCell): NormalizeResult<MinefieldCell> {
  const issues: Issue[] = [];
  const { unit, field } = scenario;
  const armourSides = lookUpName(armourTable(scenario.armour), unit.armour, ['unit', 'armour'], stargrunt2Names.armour, issues);
  if (armourSides === undefined) return { ok: false, issues };
  return {
    ok: true,
    value: {
      figures: unit.figures,
      qualitySides: QUALITY_DICE[unit.quality],
      caughtFaces: AP_CAUGHT_FACES[field],
      impactSides: MINE_IMPACT_DIE,
      armourSides,
      ...(field === 'av' ? { note: messages.infantryIgnoresAv } : {}),
    },
  };
}
