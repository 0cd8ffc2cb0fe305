import type { Issue, NormalizeResult } from '../../../../core/Issue.js';
import { QUALITY_DICE } from '../../data/qualities.js';
import { fireDice } from '../../fire/fireDice.js';
import { lookUpTroops } from '../../fire/lookUpTroops.js';
import { messages as fireMessages } from '../../messages.js';
import { rangeBandNumber } from '../../rangeDie.js';
import { weaponTable } from '../../resolveNames.js';
import { spottingMessages as messages } from '../messages.js';
import type { SpeculativeFireCell } from './SpeculativeFireCell.js';
import type { SpeculativeFireScenarioCell } from './schema.js';

/** STEP 1 of fire needs no casualty rules; these are fire's defaults, which change nothing here. */
const STEP_1_RULES = {
  casualties: 'standard',
  'who-is-hit': 'nearest-die',
  'quick-and-dirty-leftover': 'roll',
  'quick-and-dirty-repeat-hits': 'wounded',
} as const;

/**
 * Turns one parsed speculative-fire cell into STEP 1 of fire: "Fire is calculated exactly as normal" — the firer's
 * dice and the range die of `fire` (fireDice), the target being the counter: "modified by COVER if appropriate".
 */
export function normalizeSpeculativeFire(scenario: SpeculativeFireScenarioCell): NormalizeResult<SpeculativeFireCell> {
  const issues: Issue[] = [];
  const troops = lookUpTroops(scenario.firer.troops, weaponTable(scenario.weapons), ['firer', 'troops'], issues);
  if ((scenario.range === undefined) === (scenario.range_band === undefined)) {
    issues.push({ path: scenario.range === undefined ? [] : ['range_band'], message: fireMessages.rangeOrBand });
  }
  if (issues.length > 0 || troops === undefined) return { ok: false, issues };
  const { counter, rules } = scenario;
  const qualityDie = QUALITY_DICE[scenario.firer.quality];
  const band = scenario.range_band ?? rangeBandNumber(scenario.range!, qualityDie, rules['range-band-edge']);
  const inPosition = counter.in_position && rules['speculative-in-position'] === 'shift';
  // The counter stands for a unit of unknown strength: one figure and an armour die only fill fireDice's target.
  const target = { figures: 1, armourSides: 4, cover: counter.cover, inPosition, independent: false };
  const parameters = {
    'soft-cover-shift': rules['soft-cover-shift'],
    'hard-cover-shift': rules['hard-cover-shift'],
    'in-position-shift': rules['in-position-shift'],
    'firepower-die-cap': rules['firepower-die-cap'],
  };
  const fire = fireDice({ qualityDie, troops }, target, band, { ...STEP_1_RULES, ...parameters });
  const flips = counter.kind === 'unit';
  const notes = [...(fire.note ? [fire.note] : []), ...(flips ? [] : [messages.noUnitToFlip(counter.kind)])];
  return {
    ok: true,
    value: {
      dice: fire.firerDice,
      ...(fire.firerFaces ? { faces: fire.firerFaces } : {}),
      against: fire.rangeDie,
      flips,
      attempts: scenario.attempts,
      ...(notes.length > 0 ? { note: notes.join('; ') } : {}),
    },
  };
}
