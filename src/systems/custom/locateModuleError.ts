import { StepReturnError } from '../../core/StepReturnError.js';

/** Where in a designer's module something went wrong: its file as shown, line and column (0 when unknown). */
interface ModuleLocation {
  line: number;
  column: number;
}

/**
 * Finds the first frame of a stack that lies in the module's source (`sourcePath`, absolute; stacks name it by path
 * or file URL once source maps are on). Kernel-side: plain text.
 * @example frameIn('Error: x\n    at trial (file:///s/rule.ts:12:7)', '/s/rule.ts') // { line: 12, column: 7 }
 */
export function frameIn(stack: string, sourcePath: string): ModuleLocation | undefined {
  const url = 'file://' + sourcePath.split('/').map(encodeURIComponent).join('/');
  for (const line of stack.split('\n').slice(1)) {
    for (const name of [url, sourcePath]) {
      const at = line.indexOf(name + ':');
      if (at < 0) continue;
      const m = /^:(\d+):(\d+)/.exec(line.slice(at + name.length));
      if (m) return { line: Number(m[1]), column: Number(m[2]) };
    }
  }
  return undefined;
}

/**
 * One line for an error a designer's module caused: `file:line:column: message`, at the frame of the module that
 * threw, or — for a value it returned that gruntlab cannot count — where the module defined its rule.
 * @example locateModuleError(new StepReturnError('score', 2.5, 'a number'), 'rule.ts', '/s/rule.ts', 'Error\n    at file:///s/rule.ts:4:16')
 * // 'rule.ts:4:16: step "score" returned 2.5; it must return a number'
 */
export function locateModuleError(error: unknown, shown: string, sourcePath: string, definedAt: string): string {
  const message = error instanceof Error ? error.message : String(error);
  const stack = error instanceof Error && !(error instanceof StepReturnError) ? (error.stack ?? '') : '';
  const at = frameIn(stack, sourcePath) ?? frameIn(definedAt, sourcePath);
  const kind =
    error instanceof Error && !(error instanceof StepReturnError) && error.name !== 'Error' ? `${error.name}: ` : '';
  return `${shown}${at ? `:${at.line}:${at.column}` : ''}: ${kind}${message}`;
}
