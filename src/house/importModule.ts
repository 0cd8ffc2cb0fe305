import { frameIn } from '../systems/custom/locateModuleError.js';
import type { CompiledFile } from '../systems/custom/ModuleRef.js';
import { verifiedModuleUrl } from '../systems/custom/verifiedModuleUrl.js';
import type { ModuleProblem } from './ModuleProblem.js';

/**
 * Imports a compiled module, once its bytes are checked (verifiedModuleUrl: a changed file is a ReportedError and
 * never runs), with source maps on so that its stack frames name the designer's file and line. Returns its default
 * export, or — when its top level throws — the problem at the line that threw.
 * @example await importModule(compiled, '/s/rule.ts') // { exported: { kind: 'gruntlab.house-rules', … } }
 */
export async function importModule(
  compiled: CompiledFile,
  source: string,
): Promise<{ exported: unknown } | { problems: ModuleProblem[] }> {
  process.setSourceMapsEnabled(true);
  const url = verifiedModuleUrl(compiled);
  try {
    const module = (await import(url)) as { default?: unknown };
    return { exported: module.default };
  } catch (error) {
    const at = error instanceof Error ? frameIn(error.stack ?? '', source) : undefined;
    const message =
      error instanceof Error ? `${error.name === 'Error' ? '' : `${error.name}: `}${error.message}` : String(error);
    return { problems: [{ line: at?.line ?? 0, column: at?.column ?? 0, message }] };
  }
}
