import type { Issue, NormalizeResult } from '../../../../core/Issue.js';
import { QUALITY_DICE } from '../../data/qualities.js';
import { REQUEST_DIE } from '../../support/data/offTableSupport.js';
import { communicationRoll } from '../communicate/communicationRoll.js';
import { confidenceIndex } from '../confidenceIndex.js';
import { moraleMessages } from '../messages.js';
import type { CasevacCell } from './CasevacCell.js';
import type { CasevacScenarioCell } from './schema.js';

const D6_FACES = [1, 2, 3, 4, 5, 6];

/** Turns one parsed CASEVAC cell into the call's communication roll and the confidence levels concerned. */
export function normalizeCasevac(scenario: CasevacScenarioCell): NormalizeResult<CasevacCell> {
  const issues: Issue[] = [];
  const start = confidenceIndex(scenario.unit.confidence, ['unit', 'confidence'], issues);
  const nearby = scenario.nearby_units.map((name, i) => confidenceIndex(name, ['nearby_units', i], issues));
  if (issues.length > 0 || start === undefined) return { ok: false, issues };
  const { call } = scenario;
  // The support request's D8 (CALLING FOR ARTILLERY FIRE SUPPORT) is the variant; a communication's quality die the default.
  const callSides = (quality: keyof typeof QUALITY_DICE) =>
    scenario.rules['call-die'] === 'd8' ? REQUEST_DIE : QUALITY_DICE[quality];
  // With no caller the Casevac is already on its way: an automatic roll, as in direct contact.
  const roll = call
    ? communicationRoll(
        callSides(call.quality),
        call.leadership,
        call.casevac_leadership ?? call.leadership,
        call.bypassed_levels,
        call.direct_contact,
      )
    : { sides: 6, needed: 0, automatic: true };
  const note = !call
    ? moraleMessages.casevacAlreadyCalled
    : roll.automatic
      ? moraleMessages.communicationAutomatic
      : `call: D${roll.sides} must exceed ${roll.needed}`;
  const { rules } = scenario;
  const squadRise = D6_FACES.map((face) =>
    face >= rules['squad-two-levels-on'] ? 2 : face >= rules['squad-rise-from'] ? 1 : 0,
  );
  const nearbyRise = D6_FACES.map((face) => (face >= rules['nearby-rise-from'] ? 1 : 0));
  return {
    ok: true,
    value: { call: roll, start, nearby: nearby.map((level) => level ?? 0), squadRise, nearbyRise, note },
  };
}
