import { legacyResolution } from '../legacyResolution.js';
import type { RegisteredResolution } from '../registerResolution.js';

/** Every silhouette resolution, registered once: where its definition and its kernel are (each loaded on demand). */
export const resolutions: RegisteredResolution[] = [
  legacyResolution('silhouette', 'skill-roll', async () => ({ module: (await import('./index.js')).system })),
  legacyResolution('silhouette', 'ranged-attack', async () => ({ module: (await import('./index.js')).system })),
  legacyResolution('silhouette', 'infantry-fire', async () => ({ module: (await import('./index.js')).system })),
  legacyResolution('silhouette', 'melee', async () => ({ module: (await import('./index.js')).system })),
  legacyResolution('silhouette', 'walking-fire', async () => ({ module: (await import('./index.js')).system })),
  legacyResolution('silhouette', 'saturation-fire', async () => ({ module: (await import('./index.js')).system })),
  legacyResolution('silhouette', 'opposed-roll', async () => ({ module: (await import('./index.js')).system })),
];
