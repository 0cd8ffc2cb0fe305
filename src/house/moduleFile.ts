import { realpathSync, statSync } from 'node:fs';
import { dirname, isAbsolute, join, relative, resolve } from 'node:path';
import { MODULE_EXTENSIONS } from './isModulePath.js';
import { houseMessages } from './messages.js';

/**
 * Whether `path` is `folder` or lies below it.
 * @example isInside('/s', '/s/rules/a.ts') // true
 * @example isInside('/s', '/t/a.ts') // false
 */
export function isInside(folder: string, path: string): boolean {
  const r = relative(folder, path);
  return r === '' || (!r.startsWith('..') && !isAbsolute(r));
}

/**
 * The module a scenario names, found from the scenario's folder: its absolute path (links followed) and the path
 * messages show, or why it cannot be loaded. Only the scenario's own folder or below: a module is code.
 * @example moduleFile('scenarios/a.yaml', '../b.ts') // { problem: '"../b.ts" lies outside the scenario's folder; …' }
 */
export function moduleFile(
  scenarioFile: string,
  written: string,
): { source: string; shown: string } | { problem: string } {
  if (!/^\.{1,2}\//.test(written)) return { problem: houseMessages.notRelative(written) };
  if (!MODULE_EXTENSIONS.test(written)) return { problem: houseMessages.wrongExtension(written) };
  const folder = dirname(resolve(scenarioFile));
  const path = resolve(folder, written);
  if (!isInside(folder, path)) return { problem: houseMessages.outsideFolder(written) };
  let real: string;
  try {
    real = realpathSync(path);
  } catch {
    return { problem: houseMessages.notFound(written) };
  }
  if (!isInside(realpathSync(folder), real)) return { problem: houseMessages.outsideFolder(written) };
  if (!statSync(real).isFile()) return { problem: houseMessages.notAFile(written) };
  return { source: real, shown: join(dirname(scenarioFile), written) };
}
