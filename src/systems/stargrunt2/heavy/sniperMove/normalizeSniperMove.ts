import type { NormalizeResult } from '../../../../core/Issue.js';
import { QUALITY_DICE } from '../../data/qualities.js';
import { moraleMessages } from '../../morale/messages.js';
import { heavyMessages } from '../messages.js';
import type { SniperMoveCell } from './SniperMoveCell.js';
import { SNIPER_MOVES, type SniperMoveScenarioCell } from './schema.js';

/** Turns one parsed sniper-move cell into the quality die and the score to exceed (LV, or LV + 2 to hide). */
export function normalizeSniperMove(scenario: SniperMoveScenarioCell): NormalizeResult<SniperMoveCell> {
  const { sniper, move } = scenario;
  // GOING INTO HIDING: "even a trained sniper cannot hide out in the open" — refused, not rolled.
  if (move === 'go-into-hiding' && !sniper.in_cover) {
    return { ok: false, issues: [{ path: ['sniper', 'in_cover'], message: heavyMessages.sniperCannotHideInOpen }] };
  }
  const threat = scenario.rules[SNIPER_MOVES[move]];
  return {
    ok: true,
    value: {
      sides: QUALITY_DICE[sniper.quality],
      needed: sniper.leadership + threat,
      note: moraleMessages.threatLevel(sniper.leadership, threat),
    },
  };
}
