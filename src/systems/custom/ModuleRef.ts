/**
 * A designer's module a run uses (docs/house-rules.md): plain data, carried by each chunk request so that a worker
 * imports the compiled file (once per hash) and builds the kernel with it.
 */
export interface ModuleRef {
  /** `house_rules` replaces steps of the named resolution; `resolve` is a whole resolution. */
  kind: 'house_rules' | 'resolve';
  /** As the scenario writes it, e.g. ./power-armour-shift.ts. */
  path: string;
  /** The file as messages show it (the scenario's folder joined with `path`). */
  shown: string;
  /** Its absolute path (what source-mapped stack frames name). */
  source: string;
  /** The compiled module's file URL (a cache folder, keyed by the compiled text's hash). */
  url: string;
  /** sha256 of the module's source text, hex. */
  sha256: string;
}
