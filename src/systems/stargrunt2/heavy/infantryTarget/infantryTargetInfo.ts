import type { LegacyInfo } from '../../../ResolutionDefinition.js';
import { fireQuantities } from '../../fire/fireQuantities.js';

/** Outcome and distribution names of every shot at infantry: the same as `resolve: fire`. */
export function infantryTargetInfo(resolve: string, description: string): LegacyInfo {
  return {
    system: 'stargrunt2',
    resolve,
    description,
    outcomes: fireQuantities.outcomes,
    distributions: fireQuantities.distributions,
    casualtyDistributions: ['dead', 'wounded'],
    valueUnit: 'figures',
  };
}
