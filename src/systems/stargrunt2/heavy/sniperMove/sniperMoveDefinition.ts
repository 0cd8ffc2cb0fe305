import { defineResolution } from '../../../defineResolution.js';
import { exactSniperMove } from './exactSniperMove.js';
import { normalizeSniperMove } from './normalizeSniperMove.js';
import { sniperMoveCellSchema } from './schema.js';
import { sniperMoveQuantities } from './sniperMoveQuantities.js';

/** Stargrunt II `sniper-move`: SNIPERS - CONCEALED MOVEMENT and SNIPERS GOING INTO HIDING. */
export default defineResolution({
  description:
    "A concealed sniper's move to another firing position, or a located sniper's attempt to go into hiding: does he end concealed?",
  schema: sniperMoveCellSchema,
  normalize: normalizeSniperMove,
  quantities: sniperMoveQuantities,
  exact: exactSniperMove,
  casualtyDistributions: [],
  favours: { side: 'the sniper', up: ['concealed'], down: ['located'], headline: ['concealed'] },
  docs: 'stargrunt2.md#resolution-sniper-move--snipers---concealed-movement-snipers-going-into-hiding',
});
