import type { Issue } from '../core/Issue.js';

/**
 * A problem in one expanded cell, by its path in the cell; `atKey` asks for the position of the
 * key itself (an unknown key) rather than its value.
 *
 * @example
 * const i: CellIssue = { path: ['target', 'rang'], message: 'unknown key "rang" in target', atKey: true };
 */
export interface CellIssue extends Issue {
  atKey?: boolean;
}
