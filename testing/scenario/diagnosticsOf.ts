import type { Diagnostic } from '../../src/scenario/Diagnostic.js';
import { loadScenario } from '../../src/scenario/loadScenario.js';
import { ScenarioError } from '../../src/scenario/ScenarioError.js';
import { registry } from '../../src/systems/registry.js';

/**
 * The located diagnostics the real registry's loader gives a scenario text, one line per entry of `lines`
 * (empty when it loads).
 * @example await diagnosticsOf(['system: grunt-factor', 'resolve: attribute-roll', 'attribute: lv', 'value: 14'])
 */
export async function diagnosticsOf(lines: string[], file = 'x.yaml'): Promise<Diagnostic[]> {
  return loadScenario(file, lines.join('\n'), registry).then(
    () => [],
    (error: unknown) => (error instanceof ScenarioError ? error.diagnostics : Promise.reject(error)),
  );
}
