/** One normalized panic-test cell. */
export interface PanicTestCell {
  /** Whether this quality tests on this trigger at all. */
  tests: boolean;
  sides: number;
  /** The score the panic test's quality die must exceed: LV + `panic-threat-level`. */
  needed: number;
  /** The score each removal attempt must exceed: LV + `removal-threat-level`. */
  removalNeeded: number;
  start: number;
  /** Last value of turns_panicked: "this many activations or more" (P(beyond) < 1e-12). */
  cap: number;
  note?: string;
}
