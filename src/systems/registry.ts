import { resolutions as gruntFactor } from './grunt-factor/resolutions.js';
import { resolutions as gunsNGrenades } from './guns-n-grenades/resolutions.js';
import { resolutions as manToMan } from './man-to-man/resolutions.js';
import type { Resolution } from './Resolution.js';
import type { RegisteredResolution } from './registerResolution.js';
import { resolutions as silhouette } from './silhouette/resolutions.js';
import { resolutions as stargrunt2 } from './stargrunt2/resolutions.js';

/**
 * Every resolution gruntlab knows, flagship system first. Each system lists its own in
 * src/systems/<system>/resolutions.ts; nothing here loads a definition or a kernel until asked.
 */
export const registry: readonly RegisteredResolution[] = [
  ...stargrunt2,
  ...gruntFactor,
  ...manToMan,
  ...gunsNGrenades,
  ...silhouette,
];

/**
 * `resolve: dice` under any system name (docs/dice-language.md): its definition is made from each scenario
 * (diceResolution), so only its kernel is registered — what the workers load.
 */
const diceRegistration: RegisteredResolution = {
  system: 'dice',
  resolve: 'dice',
  load: () => Promise.reject(new Error('gruntlab: resolve: dice is made from its scenario (diceResolution)')),
  loadKernel: async () => (await import('./dice/diceKernel.js')).default as never,
};

/**
 * The registered resolution of a system, or undefined.
 * @example findRegistered('stargrunt2', 'fire')?.resolve // 'fire'
 */
export function findRegistered(system: string, resolve: string): RegisteredResolution | undefined {
  if (resolve === 'dice') return diceRegistration;
  return registry.find((r) => r.system === system && r.resolve === resolve);
}

/** Loads every registered resolution (for `gruntlab list`, the JSON Schema and the docs checks). */
export function loadAll(resolutions: readonly RegisteredResolution[] = registry): Promise<Resolution[]> {
  return Promise.all(resolutions.map((r) => r.load()));
}
