/** One swept parameter of a scenario: its dotted path and its values in file order. */
export interface SweepAxis {
  path: string;
  values: Array<string | number | boolean>;
}
