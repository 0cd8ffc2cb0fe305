import type { Document, LineCounter, YAMLMap } from 'yaml';
import type { Diagnostic } from './Diagnostic.js';

/**
 * A scenario file read as YAML with its positions kept: the document, its top-level map, the plain
 * data, and the diagnostics collected so far. Shared by the loading steps.
 *
 * @example
 * const source = parseScenarioYaml('x.yaml', 'system: toy\nresolve: roll\n');
 * source.data.system; // → 'toy'
 */
export interface ScenarioSource {
  file: string;
  doc: Document.Parsed;
  lines: LineCounter;
  root: YAMLMap;
  data: Record<string, unknown>;
  diagnostics: Diagnostic[];
}
