import { system as gunsNGrenades } from './guns-n-grenades/index.js';
import { system as manToMan } from './man-to-man/index.js';
import { system as silhouette } from './silhouette/index.js';
import { closeAssault as stargrunt2Assault } from './stargrunt2/assault/index.js';
import { diceProcedures as stargrunt2Dice } from './stargrunt2/dice/index.js';
import { heavyWeapons as stargrunt2Heavy } from './stargrunt2/heavy/index.js';
import { system as stargrunt2 } from './stargrunt2/index.js';
import type { SystemModule } from './SystemModule.js';

/** Every rule system gruntlab knows (a system may come in several modules), flagship first. */
export const systems: SystemModule[] = [stargrunt2, stargrunt2Dice, stargrunt2Heavy, stargrunt2Assault, manToMan, gunsNGrenades, silhouette];
