import { ReportedError } from '../core/ReportedError.js';

/** Thrown for a table asked of paths that are not swept, values the resolution does not report or an unknown preset. */
export class TableSpecError extends ReportedError {}
