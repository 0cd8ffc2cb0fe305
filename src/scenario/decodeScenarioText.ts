import { messages } from './messages.js';
import { ScenarioError } from './ScenarioError.js';
import { scenarioLimits } from './scenarioLimits.js';

/**
 * The text of a scenario file's bytes, read as UTF-8 (a UTF-8 byte-order mark is dropped). A file saved as
 * UTF-16 or UTF-32 (told by its byte-order mark, or by the zero bytes between its letters), or holding bytes
 * that are not UTF-8, gives a ScenarioError saying so, instead of being misread as garbled YAML; so does a file
 * over the size limit (see scenarioLimits).
 *
 * @example decodeScenarioText('a.yaml', Buffer.from('system: toy\n')) // 'system: toy\n'
 */
export function decodeScenarioText(file: string, bytes: Uint8Array): string {
  const { max, why } = scenarioLimits.fileBytes;
  if (bytes.length > max)
    throw new ScenarioError([{ file, line: 1, column: 1, ...messages.fileTooBig(bytes.length, max, why) }]);
  const encoding = wideEncoding(bytes);
  if (encoding !== undefined) throw new ScenarioError([{ file, line: 1, column: 1, ...messages.notUtf8(encoding) }]);
  try {
    return new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(bytes);
  } catch {
    const text = new TextDecoder('utf-8').decode(bytes);
    const bad = text.indexOf('\uFFFD');
    const line = text.slice(0, Math.max(bad, 0)).split('\n').length;
    throw new ScenarioError([{ file, line, column: 1, ...messages.badUtf8Bytes(line) }]);
  }
}

/** UTF-16 or UTF-32, by byte-order mark or by zero bytes in the first characters; undefined for anything else. */
function wideEncoding(b: Uint8Array): string | undefined {
  if (b[0] === 0x00 && b[1] === 0x00 && b[2] === 0xfe && b[3] === 0xff) return 'UTF-32 (big-endian)';
  if (b[0] === 0xff && b[1] === 0xfe && b[2] === 0x00 && b[3] === 0x00) return 'UTF-32 (little-endian)';
  if (b[0] === 0xfe && b[1] === 0xff) return 'UTF-16 (big-endian)';
  if (b[0] === 0xff && b[1] === 0xfe) return 'UTF-16 (little-endian)';
  if (b.length >= 4 && b[0] !== 0 && b[1] === 0 && b[3] === 0) return 'UTF-16 (little-endian)';
  if (b.length >= 4 && b[0] === 0 && b[1] !== 0 && b[2] === 0) return 'UTF-16 (big-endian)';
  return undefined;
}
