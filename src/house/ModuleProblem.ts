/** A problem of a designer's module at its own line and column (1-based; 0 when it is about the whole module). */
export interface ModuleProblem {
  /** Another file of the module's (one it imports), from the scenario's folder; the module itself when absent. */
  file?: string;
  line: number;
  column: number;
  message: string;
  expected?: string;
  suggestions?: string[];
}

/** Thrown while a module loads: every problem found, each located in the module's file as shown. */
export class ModuleProblems extends Error {
  constructor(
    readonly shown: string,
    readonly problems: ModuleProblem[],
  ) {
    super(problems.map((p) => `${shown}:${p.line}:${p.column}: ${p.message}`).join('\n'));
  }
}
