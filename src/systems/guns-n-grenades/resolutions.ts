import { legacyResolution } from '../legacyResolution.js';
import type { RegisteredResolution } from '../registerResolution.js';

/** Every guns-n-grenades resolution, registered once: where its definition and its kernel are (each loaded on demand). */
export const resolutions: RegisteredResolution[] = [
  legacyResolution('guns-n-grenades', 'attack', async () => ({ module: (await import('./index.js')).system })),
  legacyResolution('guns-n-grenades', 'attacks-to-kill', async () => ({ module: (await import('./index.js')).system })),
  legacyResolution('guns-n-grenades', 'duel', async () => ({ module: (await import('./index.js')).system })),
  legacyResolution('guns-n-grenades', 'opposed-roll', async () => ({ module: (await import('./index.js')).system })),
];
