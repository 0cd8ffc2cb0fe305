import { readFileSync } from 'node:fs';
import { packageRoot } from './packageRoot.js';

/** gruntlab's version, from package.json. */
export const version: string = JSON.parse(readFileSync(`${packageRoot()}/package.json`, 'utf8')).version;
