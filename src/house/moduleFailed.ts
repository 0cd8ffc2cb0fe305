import { ReportedError } from '../core/ReportedError.js';
import { locateModuleError } from '../systems/custom/locateModuleError.js';
import type { ModuleRef } from '../systems/custom/ModuleRef.js';

/**
 * An error a designer's module raised on the main thread (its exact function, a distribution's max) as a bad-input
 * error at the module's file and line, without gruntlab's stack.
 * @example moduleFailed(new TypeError('x is undefined'), ref, definedAt).message // 'rules/pa.ts:9:12: TypeError: x is undefined'
 */
export function moduleFailed(error: unknown, ref: ModuleRef, definedAt: string): ReportedError {
  if (error instanceof ReportedError) return error;
  return new ReportedError(locateModuleError(error, ref.shown, ref.source, definedAt), {
    exitCode: 2,
    prefixed: false,
  });
}
