import type { NormalizeResult } from '../../../../core/Issue.js';
import { suitResult, TREATMENT_BONUS, type Treatment, treatmentResult } from '../../data/medicalAid.js';
import { moraleMessages } from '../messages.js';
import type { MedicalAidCell } from './MedicalAidCell.js';
import type { MedicalAidScenarioCell } from './schema.js';

/** Turns one parsed medical-aid cell into the result of each D6 face. */
export function normalizeMedicalAid(scenario: MedicalAidScenarioCell): NormalizeResult<MedicalAidCell> {
  const { rules } = scenario;
  const deadUpTo = rules['too-far-gone-up-to'];
  const backFrom = rules['back-in-action-from'];
  if (backFrom <= deadUpTo) {
    return {
      ok: false,
      issues: [
        { path: ['rules', 'back-in-action-from'], message: moraleMessages.treatmentBandsCross(deadUpTo, backFrom) },
      ],
    };
  }
  const bonuses: Record<Treatment, number> = {
    'squad-mates': TREATMENT_BONUS['squad-mates'],
    medic: rules['medic-bonus'],
    'medical-unit': rules['medical-unit-bonus'],
  };
  const bonus = bonuses[scenario.treatment];
  const faces = [1, 2, 3, 4, 5, 6];
  const resultOfFace = scenario.power_armour
    ? faces.map(suitResult)
    : faces.map((f) => treatmentResult(f + bonus, deadUpTo, backFrom));
  const note = scenario.power_armour && bonus > 0 ? moraleMessages.suitIgnoresTreatment : undefined;
  return { ok: true, value: { casualties: scenario.casualties, resultOfFace, ...(note ? { note } : {}) } };
}
