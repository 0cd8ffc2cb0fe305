import { closestNames } from '../core/closestNames.js';
import type { RegisteredResolution } from '../systems/registerResolution.js';
import { addDiagnostic } from './addDiagnostic.js';
import { locateNode } from './locateNode.js';
import { messages } from './messages.js';
import type { ScenarioSource } from './ScenarioSource.js';

/**
 * Picks the resolution named by the scenario's `system` and `resolve` keys, or records why it
 * cannot (missing key, unknown name with the closest known ones) and returns undefined.
 *
 * @example
 * findResolution(parseScenarioYaml('x.yaml', 'system: toy\nresolve: roll\n'), [toyResolution])?.resolve; // → 'roll'
 */
export function findResolution(
  source: ScenarioSource,
  registry: readonly RegisteredResolution[],
): RegisteredResolution | undefined {
  const systems = [...new Set(registry.map((d) => d.system))];
  const system = source.data.system;
  const systemAt = locateNode(source.doc, source.root, ['system']);
  const resolveAt = locateNode(source.doc, source.root, ['resolve']);
  const resolve = source.data.resolve;
  const noResolve = resolve === undefined || resolve === null;
  if (typeof system !== 'string' || !systems.includes(system)) {
    if (system === undefined || system === null) {
      addDiagnostic(
        source,
        systemAt.exact ? systemAt.node : source.root,
        messages.missingSystem(systems),
        systemAt.keyNode,
      );
    } else {
      addDiagnostic(
        source,
        systemAt.node,
        messages.unknownSystem(system, systems, closestNames(String(system), systems)),
      );
    }
    if (noResolve) {
      const all = [...new Set(registry.map((d) => d.resolve))];
      addDiagnostic(
        source,
        resolveAt.exact ? resolveAt.node : source.root,
        messages.missingResolve(undefined, all),
        resolveAt.keyNode,
      );
    }
    return undefined;
  }
  const choices = registry.filter((d) => d.system === system);
  const resolves = choices.map((d) => d.resolve);
  if (noResolve) {
    addDiagnostic(
      source,
      resolveAt.exact ? resolveAt.node : source.root,
      messages.missingResolve(system, resolves),
      resolveAt.keyNode,
    );
    return undefined;
  }
  const definition = choices.find((d) => d.resolve === resolve);
  if (definition === undefined) {
    addDiagnostic(
      source,
      resolveAt.node,
      messages.unknownResolve(system, resolve, resolves, closestNames(String(resolve), resolves)),
    );
  }
  return definition;
}
