import type { Issue, NormalizeResult } from '../../../../core/Issue.js';
import { ewDie } from '../../data/electronicWarfare.js';
import { QUALITY_DICE } from '../../data/qualities.js';
import { moraleMessages } from '../messages.js';
import type { CommunicateCell } from './CommunicateCell.js';
import { communicationRoll } from './communicationRoll.js';
import type { CommunicateScenarioCell, TransferActionScenarioCell } from './schema.js';

/** Turns one parsed communicate / transfer-action cell into the communication roll. */
export function normalizeCommunicate(
  scenario: CommunicateScenarioCell | TransferActionScenarioCell,
): NormalizeResult<CommunicateCell> {
  const roll = communicationRoll(
    QUALITY_DICE[scenario.sender.quality],
    scenario.sender.leadership,
    scenario.receiver.leadership,
    scenario.bypassed_levels * scenario.rules['bypassed-level-shift'],
    scenario.direct_contact,
  );
  const issues: Issue[] = [];
  if (scenario.sender.ew && !scenario.jamming)
    issues.push({ path: ['sender', 'ew'], message: moraleMessages.ewCounterNeedsJamming });
  if (issues.length > 0) return { ok: false, issues };
  const { jamming } = scenario;
  const jam = jamming && {
    die: ewDie(jamming.level, jamming.markers),
    counterDie: scenario.sender.ew ? ewDie(scenario.sender.ew.level, scenario.sender.ew.markers) : 0,
  };
  const rollNote = roll.automatic ? moraleMessages.communicationAutomatic : `D${roll.sides} must exceed ${roll.needed}`;
  const note = jam ? `${rollNote}; ${moraleMessages.jamming(jam.die, jam.counterDie, roll.automatic)}` : rollNote;
  return { ok: true, value: { ...roll, ...(jam ? { jam } : {}), note } };
}
