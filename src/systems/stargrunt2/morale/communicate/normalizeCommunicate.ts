import type { NormalizeResult } from '../../../../core/Issue.js';
import { QUALITY_DICE } from '../../data/qualities.js';
import { moraleMessages } from '../messages.js';
import type { CommunicateCell } from './CommunicateCell.js';
import { communicationRoll } from './communicationRoll.js';
import type { CommunicateScenarioCell, TransferActionScenarioCell } from './schema.js';

/** Turns one parsed communicate / transfer-action cell into the communication roll. */
export function normalizeCommunicate(scenario: CommunicateScenarioCell | TransferActionScenarioCell): NormalizeResult<CommunicateCell> {
  const roll = communicationRoll(
    QUALITY_DICE[scenario.sender.quality],
    scenario.sender.leadership,
    scenario.receiver.leadership,
    scenario.bypassed_levels,
    scenario.direct_contact,
  );
  const note = roll.automatic ? moraleMessages.communicationAutomatic : `D${roll.sides} must exceed ${roll.needed}`;
  return { ok: true, value: { ...roll, note } };
}
