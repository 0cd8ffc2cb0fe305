import { addDiagnostic } from '../scenario/addDiagnostic.js';
import { locateNode } from '../scenario/locateNode.js';
import { parseScenarioYaml } from '../scenario/parseScenarioYaml.js';
import { ScenarioError } from '../scenario/ScenarioError.js';
import { webMessages } from './messages.js';

/**
 * A scenario that brings its own code (`house_rules:` modules, or `resolve: ./file.ts`) is refused in the browser,
 * at the line that asks for it: the page never runs a scenario's text as code. YAML problems are left to the
 * loader, which reports them the CLI's way.
 */
export function refuseHouseRules(file: string, text: string): void {
  let source;
  try {
    source = parseScenarioYaml(file, text);
  } catch {
    return;
  }
  const { data } = source;
  if (Object.prototype.hasOwnProperty.call(data, 'house_rules')) {
    const at = locateNode(source.doc, source.root, ['house_rules']);
    addDiagnostic(source, at.keyNode ?? at.node, webMessages.houseRulesRefused('house_rules'));
  }
  if (typeof data.resolve === 'string' && /[/\\]|\.[cm]?[jt]s$/.test(data.resolve)) {
    const at = locateNode(source.doc, source.root, ['resolve']);
    addDiagnostic(source, at.node, webMessages.houseRulesRefused(`resolve: ${data.resolve}`));
  }
  if (source.diagnostics.length > 0) throw new ScenarioError(source.diagnostics);
}
