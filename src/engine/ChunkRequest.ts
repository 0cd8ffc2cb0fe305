import type { ModuleRef } from '../systems/custom/ModuleRef.js';
import type { LanguageSteps } from '../systems/languageSteps.js';

/** One chunk of one cell: which resolution's kernel, the cell's plain data and which random stream. */
export interface ChunkRequest {
  system: string;
  resolve: string;
  cell: unknown;
  seed: number;
  /** Which random stream of the seed this chunk draws from (see streamIndex). */
  stream: number;
  trials: number;
  /** A designer's module the kernel runs with (house rules or a whole resolution; docs/house-rules.md). */
  module?: ModuleRef;
  /** House rules in the dice language the kernel runs with: plain data, built into steps here (languageSteps). */
  steps?: LanguageSteps;
}
