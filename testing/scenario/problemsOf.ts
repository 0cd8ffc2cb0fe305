import type { Diagnostic } from '../../src/scenario/Diagnostic.js';
import { loadScenario } from '../../src/scenario/loadScenario.js';
import { ScenarioError } from '../../src/scenario/ScenarioError.js';
import { toyRegistry } from './toyResolution.js';

/** The diagnostics loadScenario throws for a toy scenario text (fails the test when it loads). */
export async function problemsOf(text: string, file = 'scenarios/x.yaml'): Promise<Diagnostic[]> {
  try {
    await loadScenario(file, text, toyRegistry);
  } catch (error) {
    if (error instanceof ScenarioError) return error.diagnostics;
    throw error;
  }
  throw new Error('expected the scenario to be rejected, but it loaded');
}

/** Replaces exactly one occurrence of `from` in the text (fails when it is not there). */
export function edit(text: string, from: string, to: string): string {
  if (!text.includes(from)) throw new Error(`"${from}" is not in the text`);
  return text.replace(from, to);
}
