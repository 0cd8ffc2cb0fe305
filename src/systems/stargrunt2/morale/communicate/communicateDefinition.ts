import type { ResolutionDefinition } from '../../../ResolutionDefinition.js';
import type { CommunicationRoll } from './communicationRoll.js';
import { normalizeCommunicate } from './normalizeCommunicate.js';
import { communicateCellSchema, type CommunicateScenarioCell, transferActionCellSchema } from './schema.js';

const outcomes = [
  { name: 'pass', label: 'Succeeded' },
  { name: 'fail', label: 'Failed' },
];

/** Stargrunt II `communicate`: one COMMUNICATIONS roll between two units. */
export const communicateDefinition: ResolutionDefinition<CommunicationRoll> = {
  system: 'stargrunt2',
  resolve: 'communicate',
  info: {
    system: 'stargrunt2',
    resolve: 'communicate',
    description: 'A communication roll: does the message get through?',
    outcomes,
    distributions: [],
    casualtyDistributions: [],
  },
  cellSchema: communicateCellSchema,
  normalize: (cell) => normalizeCommunicate(cell as CommunicateScenarioCell),
  kernel: 'stargrunt2/communicate',
};

/** Stargrunt II `transfer-action`: TRANSFERRING ACTIONS, "a successful Communication action in the same way". */
export const transferActionDefinition: ResolutionDefinition<CommunicationRoll> = {
  ...communicateDefinition,
  resolve: 'transfer-action',
  info: {
    ...communicateDefinition.info,
    resolve: 'transfer-action',
    description: 'Transferring an action down the chain of command: does the subordinate get a full activation?',
  },
  cellSchema: transferActionCellSchema,
  kernel: 'stargrunt2/communicate',
};
