/** A compiled module in the private cache: its file and the sha256 its bytes must have to be imported. */
export interface CompiledFile {
  file: string;
  sha256: string;
}

/**
 * A designer's module a run uses (docs/house-rules.md): plain data, carried by each chunk request so that a worker
 * imports the compiled file (once per hash, after checking its bytes) and builds the kernel with it.
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
  /** The compiled module (in the user's private cache, named by the compiled text's hash). */
  compiled: CompiledFile;
  /** sha256 of the module's whole graph: every file bundled, by path and content (see moduleGraph), hex. */
  sha256: string;
  /** The files of the graph, from the scenario's folder. */
  files: string[];
}
