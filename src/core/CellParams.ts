/** Swept parameter values of one cell, keyed by their dotted path in the scenario (e.g. "target.cover"). */
export type CellParams = Record<string, string | number | boolean>;
