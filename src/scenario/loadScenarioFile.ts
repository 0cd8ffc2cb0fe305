import { readFileSync } from 'node:fs';
import type { RegisteredResolution } from '../systems/registerResolution.js';
import { decodeScenarioText } from './decodeScenarioText.js';
import type { LoadedScenario } from './LoadedScenario.js';
import { type LoadOptions, loadScenario } from './loadScenario.js';
import { type MessageParts, messages } from './messages.js';
import { ScenarioError } from './ScenarioError.js';

/**
 * Reads a scenario file from disk and loads it (see loadScenario). A file that is missing, a folder
 * or unreadable gives a ScenarioError with one plain message about the whole file.
 *
 * @example
 * await loadScenarioFile('scenarios/nope.yaml', registry);
 * // throws ScenarioError: 'scenarios/nope.yaml: cannot find this scenario file; check the name and the folder'
 */
export async function loadScenarioFile(
  path: string,
  registry: readonly RegisteredResolution[],
  options: LoadOptions = {},
): Promise<LoadedScenario> {
  let bytes: Buffer;
  try {
    bytes = readFileSync(path);
  } catch (error) {
    throw new ScenarioError([{ file: path, line: 0, column: 0, ...whyUnreadable(error) }]);
  }
  return loadScenario(path, decodeScenarioText(path, bytes), registry, options);
}

function whyUnreadable(error: unknown): MessageParts {
  const code = (error as { code?: string } | null)?.code;
  if (code === 'ENOENT' || code === 'ENOTDIR') return messages.fileNotFound();
  if (code === 'EISDIR') return messages.fileIsFolder();
  if (code === 'EACCES' || code === 'EPERM') return messages.fileNotAllowed();
  return messages.fileUnreadable(code ?? (error instanceof Error ? error.message : String(error)));
}
