/**
 * MEDICAL TREATMENT OF WOUNDED TROOPS (chapter on casualties): "roll a D6: on a score of 1 or 2, they are
 * too far gone to save ... On a roll of 3 to 5, the casualty is STABILISED ... if the roll was a 6, the
 * patched-up soldier is back on his feet"; "If a MEDIC figure is part of the unit, then ADD 1 ... if a
 * specialised MEDICAL UNIT ... ADD 2 to each roll."
 */
export const TREATMENT_BONUS = { 'squad-mates': 0, medic: 1, 'medical-unit': 2 } as const;

export type Treatment = keyof typeof TREATMENT_BONUS;

/**
 * The result code of one treatment roll (D6 + bonus): 1–2 dead (0), 3–5 stabilised (1), 6+ back in action (2);
 * `deadUpTo` and `backFrom` are the parameters `too-far-gone-up-to` and `back-in-action-from`.
 * @example treatmentResult(6) // 2
 */
export function treatmentResult(score: number, deadUpTo = 2, backFrom = 6): 0 | 1 | 2 {
  return score <= deadUpTo ? 0 : score < backFrom ? 1 : 2;
}

/**
 * The power-armour suit roll (POWER ARMOUR TROOP CASUALTIES): "on a 1 the wearer is fatally wounded ... on a 2 to 4
 * he is wounded but the suit's systems stabilise him, on a 5 he is unhurt but the suit itself is wrecked ...
 * and on a 6 the suit switches to backup systems ... and gets him back into action." Result codes: 0 dead,
 * 1 stabilised, 2 back in action, 3 suit disabled.
 */
export function suitResult(face: number): 0 | 1 | 2 | 3 {
  return face === 1 ? 0 : face <= 4 ? 1 : face === 5 ? 3 : 2;
}
