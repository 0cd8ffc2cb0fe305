/**
 * Which of a scenario's modules may run (docs/house-rules.md, "Trust"). By default only those whose graph the user
 * allowed with `gruntlab trust`; compiling (which runs no designer code) happens either way.
 */
export interface ModulePolicy {
  /** `--allow-modules`: every module this command loads may run, allowed before or not. */
  allowModules?: boolean;
  /** `validate`: a module not allowed is compiled and checked, not run, and listed as unchecked instead of refused. */
  checkOnly?: boolean;
  /** Why no module may run here at all (`run --cluster`): each module the scenario names is refused, uncompiled. */
  refused?: string;
}
