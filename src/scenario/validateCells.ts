import type { ResolutionDefinition } from '../systems/defineResolution.js';
import { addDiagnostic, addDiagnosticInText } from './addDiagnostic.js';
import type { CellPlan } from './CellPlan.js';
import { checkCell } from './checkCell.js';
import type { LoadedCell } from './LoadedScenario.js';
import { locateIssue } from './locateIssue.js';
import { locateNode } from './locateNode.js';
import { messages } from './messages.js';
import type { ScenarioSource } from './ScenarioSource.js';
import type { SweepPlan } from './SweepPlan.js';

/**
 * Validates and normalizes every expanded cell, recording each problem at the YAML node it came
 * from (the same problem from several cells lands on the same node and is reported once later).
 * Problems with keys in `skip` were already reported and are left out.
 *
 * @example
 * const source = parseScenarioYaml('x.yaml', GOOD_TOY);
 * validateCells(source, toyResolution, expandCells(source.data, undefined, [], 'T'), [], new Set()).length; // → 1
 */
export function validateCells(
  source: ScenarioSource,
  definition: ResolutionDefinition,
  plans: readonly CellPlan[],
  axes: readonly SweepPlan[],
  skip: ReadonlySet<string>,
): LoadedCell[] {
  const cells: LoadedCell[] = [];
  for (const plan of plans) {
    if (plan.blocked !== undefined) {
      const axis = axes[plan.blocked.axis];
      const at = locateNode(source.doc, source.root, ['sweep', axis.path]);
      const parent = axis.segments.slice(0, plan.blocked.segment).join('.');
      addDiagnostic(source, at.keyNode ?? at.node, messages.sweepPathBlocked(axis.path, parent));
      continue;
    }
    const result = checkCell(definition, plan.input);
    if (result.ok) {
      cells.push({ label: plan.label, params: plan.params, input: result.parsed, normalized: result.normalized });
      continue;
    }
    for (const issue of result.issues) {
      if (issue.path.length === 1 && skip.has(String(issue.path[0]))) continue;
      const { node, keyNode } = locateIssue(source, plan, axes, issue);
      const { message, expected, found, suggestions } = issue;
      if (issue.at !== undefined)
        addDiagnosticInText(source, node, issue.at, { message, expected, found, suggestions });
      else addDiagnostic(source, node, { message, expected, found, suggestions }, keyNode);
    }
  }
  return cells;
}
