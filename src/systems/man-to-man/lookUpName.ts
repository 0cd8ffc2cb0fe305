import { closestNames } from '../../core/closestNames.js';
import type { Issue } from '../ResolutionDefinition.js';
import { messages } from './messages.js';

/**
 * Looks a name up in a rulebook table; on a miss pushes an issue naming the closest entries.
 * @example lookUpName({ rifle: 1 }, 'rifel', ['weapon'], 'weapon', []) // undefined (and an issue suggesting "rifle")
 */
export function lookUpName<T>(table: Record<string, T>, name: string, path: Issue['path'], kind: string, issues: Issue[]): T | undefined {
  if (Object.prototype.hasOwnProperty.call(table, name)) return table[name];
  issues.push({
    path,
    message: messages.unknownName(kind, name),
    expected: `a ${kind} name: ${Object.keys(table).join(' | ')}`,
    found: name,
    suggestions: closestNames(name, Object.keys(table)),
  });
  return undefined;
}
