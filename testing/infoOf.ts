import { resolutionInfo } from '../src/systems/Resolution.js';
import type { ResolutionInfo } from '../src/systems/ResolutionInfo.js';
import { findRegistered } from '../src/systems/registry.js';

/** The outputs' description of a registered resolution, loaded from the registry. */
export async function infoOf(system: string, resolve: string): Promise<ResolutionInfo> {
  const registered = findRegistered(system, resolve);
  if (!registered) throw new Error(`no resolution ${system} ${resolve}`);
  return resolutionInfo(await registered.load());
}
