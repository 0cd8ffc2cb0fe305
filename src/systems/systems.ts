import { system as gruntFactor } from './grunt-factor/index.js';
import { system as gunsNGrenades } from './guns-n-grenades/index.js';
import { system as manToMan } from './man-to-man/index.js';
import { system as silhouette } from './silhouette/index.js';
import { diceProcedures as stargrunt2Dice } from './stargrunt2/dice/index.js';
import { system as stargrunt2 } from './stargrunt2/index.js';
import type { SystemModule } from './SystemModule.js';

/** Every rule system gruntlab knows (a system may come in several modules), flagship first. */
export const systems: SystemModule[] = [stargrunt2, stargrunt2Dice, gruntFactor, manToMan, gunsNGrenades, silhouette];
