import { closestNames } from '../../../scenario/closestNames.js';
import type { Issue } from '../../ResolutionDefinition.js';
import { messages } from '../messages.js';

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
  issues.push({
    path,
    message: messages.unknownName(kind, name),
    expected: `a ${kind} name`,
    found: name,
    suggestions: closestNames(name, Object.keys(table)),
  });
  return undefined;
}
