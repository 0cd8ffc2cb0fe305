import { legacyResolution } from '../legacyResolution.js';
import type { RegisteredResolution } from '../registerResolution.js';

/** Every man-to-man resolution, registered once: where its definition and its kernel are (each loaded on demand). */
export const resolutions: RegisteredResolution[] = [
  legacyResolution('man-to-man', 'ranged-attack', async () => ({ module: (await import('./index.js')).system })),
  legacyResolution('man-to-man', 'morale-check', async () => ({ module: (await import('./index.js')).system })),
  legacyResolution('man-to-man', 'close-combat', async () => ({ module: (await import('./index.js')).system })),
  legacyResolution('man-to-man', 'indirect-fire', async () => ({ module: (await import('./index.js')).system })),
  legacyResolution('man-to-man', 'afv-fire', async () => ({ module: (await import('./index.js')).system })),
  legacyResolution('man-to-man', 'afv-close-assault', async () => ({ module: (await import('./index.js')).system })),
  legacyResolution('man-to-man', 'skill-roll', async () => ({ module: (await import('./index.js')).system })),
];
