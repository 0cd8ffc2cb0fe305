import type { InitiativeCell } from './InitiativeCell.js';
import { ROLL_OFF_CAP } from './initiativeLayout.js';
import type { InitiativeDistribution, InitiativeOutcome } from './initiativeQuantities.js';

/** Exact initiative roll: each outcome's probability and the roll-offs histogram. */
interface InitiativeExact {
  outcomes: Record<InitiativeOutcome, number>;
  distributions: Record<InitiativeDistribution, Float64Array>;
}

/**
 * Exact evaluator of the initiative roll: every pair of faces gives A ahead, B ahead or a tie (rolled again), so A
 * chooses with P(A ahead) / (1 − P(tie)) and the roll-offs are geometric.
 * @example exactInitiative({ ldA: 10, ldB: 10, die: 20 }).outcomes.a_chooses // 0.5
 */
export function exactInitiative(cell: InitiativeCell): InitiativeExact {
  let ahead = 0;
  let tie = 0;
  for (let x = 1; x <= cell.die; x++) {
    for (let y = 1; y <= cell.die; y++) {
      const a = x + cell.ldA;
      const b = y + cell.ldB;
      if (a > b) ahead++;
      else if (a === b) tie++;
    }
  }
  const pairs = cell.die * cell.die;
  const pTie = tie / pairs;
  const aChooses = ahead / (pairs - tie);
  const rollOffs = new Float64Array(ROLL_OFF_CAP + 1);
  for (let k = 1; k < ROLL_OFF_CAP; k++) rollOffs[k] = pTie ** (k - 1) * (1 - pTie);
  rollOffs[ROLL_OFF_CAP] = pTie ** (ROLL_OFF_CAP - 1);
  return { outcomes: { a_chooses: aChooses, b_chooses: 1 - aChooses }, distributions: { roll_offs: rollOffs } };
}
