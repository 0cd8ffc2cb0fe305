import { defineQuantities, type OutcomeName } from '../../../../core/Quantities.js';

/**
 * Result names of a sniper's concealed move or attempt to go into hiding: where the sniper ends up. The same two
 * names serve both moves (docs/rules/stargrunt2.md, Resolution `sniper-move`).
 */
export const sniperMoveQuantities = defineQuantities({
  outcomes: {
    concealed: 'Concealed (moved unseen, or gone into hiding)',
    located: 'Located (revealed in his new position, or still on the table)',
  },
});

export type SniperMoveOutcome = OutcomeName<typeof sniperMoveQuantities>;
