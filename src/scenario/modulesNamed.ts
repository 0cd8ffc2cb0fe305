import { isModulePath } from '../house/isModulePath.js';
import type { ModuleRef } from '../systems/custom/ModuleRef.js';
import { readCompare } from './readCompare.js';
import type { ScenarioSource } from './ScenarioSource.js';

/**
 * Every module a scenario names, as written, once each: `resolve: ./…`, `house_rules:` and each compare entry's
 * own `house_rules:` (not `none`). What `gruntlab trust` compiles and allows.
 * @example modulesNamed(parseScenarioYaml('a.yaml', 'resolve: ./p.ts\n')) // [{ path: './p.ts', kind: 'resolve' }]
 */
export function modulesNamed(source: ScenarioSource): { path: string; kind: ModuleRef['kind'] }[] {
  const named: { path: string; kind: ModuleRef['kind'] }[] = [];
  const add = (path: unknown, kind: ModuleRef['kind']) => {
    if (typeof path === 'string' && path !== 'none' && !named.some((n) => n.path === path)) named.push({ path, kind });
  };
  if (isModulePath(source.data.resolve)) add(source.data.resolve, 'resolve');
  add(source.data.house_rules, 'house_rules');
  for (const entry of readCompare(source) ?? []) add(entry.houseRules?.value, 'house_rules');
  return named;
}
