import { closestNames } from '../../../core/closestNames.js';
import type { Issue } from '../../ResolutionDefinition.js';
import { messages } from '../messages.js';
import { expectedName } from '../../../core/expectedName.js';

/**
 * Looks a name up in a table; on a miss pushes an issue with the closest names and returns undefined.
 * @example lookUpName({ pistol: 1 }, 'pistl', ['weapon'], 'weapon', []) // undefined (issue suggests "pistol")
 */
export function lookUpName<T>(
  table: Record<string, T>,
  name: string,
  path: Issue['path'],
  kind: string,
  issues: Issue[],
): T | undefined {
  if (Object.prototype.hasOwnProperty.call(table, name)) return table[name];
  const suggestions = closestNames(name, Object.keys(table));
  issues.push({
    path,
    message: messages.unknownName(kind, name),
    expected: expectedName(`a ${kind} name`, Object.keys(table), suggestions),
    found: name,
    suggestions,
  });
  return undefined;
}
