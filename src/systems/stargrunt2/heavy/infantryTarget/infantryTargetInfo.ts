import type { ResolutionInfo } from '../../../../results/ResolutionInfo.js';
import { fireDefinition } from '../../fire/fireDefinition.js';

/** Outcome and distribution names of every shot at infantry: the same as `resolve: fire`. */
export function infantryTargetInfo(resolve: string, description: string): ResolutionInfo {
  return { ...fireDefinition.info, resolve, description };
}
