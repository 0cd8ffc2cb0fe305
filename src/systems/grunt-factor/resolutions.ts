import { legacyResolution } from '../legacyResolution.js';
import type { RegisteredResolution } from '../registerResolution.js';

/** Every grunt-factor resolution, registered once: where its definition and its kernel are (each loaded on demand). */
export const resolutions: RegisteredResolution[] = [
  legacyResolution('grunt-factor', 'ranged-attack', async () => ({ module: (await import('./index.js')).system })),
  legacyResolution('grunt-factor', 'close-combat', async () => ({ module: (await import('./index.js')).system })),
  legacyResolution('grunt-factor', 'morale-check', async () => ({ module: (await import('./index.js')).system })),
  legacyResolution('grunt-factor', 'panic-recovery', async () => ({ module: (await import('./index.js')).system })),
  legacyResolution('grunt-factor', 'suppression-area', async () => ({ module: (await import('./index.js')).system })),
  legacyResolution('grunt-factor', 'climb-and-fall', async () => ({ module: (await import('./index.js')).system })),
  legacyResolution('grunt-factor', 'jump', async () => ({ module: (await import('./index.js')).system })),
  legacyResolution('grunt-factor', 'mortar-activation', async () => ({ module: (await import('./index.js')).system })),
  legacyResolution('grunt-factor', 'to-hit-roll', async () => ({ module: (await import('./index.js')).system })),
];
