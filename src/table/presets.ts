import type { TableSpec } from './buildTables.js';

/** A ready-made reference table: a scenario of scenarios/tables/ and how to cut it into tables. */
export interface TablePreset {
  name: string;
  /** What the preset tabulates, for `--list-presets`. */
  about: string;
  /** The scenario file, relative to the package's scenarios/tables/ folder. */
  scenario: string;
  spec: TableSpec;
}

/** The built-in presets; `gruntlab table --preset NAME`. */
export const TABLE_PRESETS: TablePreset[] = [
  {
    name: 'sg2-single-opposed-roll',
    about: 'Stargrunt II single opposed roll: P(one die beats another) for every pair of die types',
    scenario: 'sg2-single-opposed-roll.yaml',
    spec: { rows: 'first', columns: 'against', values: ['minor_success'] },
  },
  {
    name: 'sg2-multiple-opposed-roll',
    about: 'Stargrunt II multiple opposed roll: quality die (rows) and firepower die (tables) against each range die — none / minor / major',
    scenario: 'sg2-multiple-opposed-roll.yaml',
    spec: { rows: 'first', columns: 'against', values: ['failure', 'minor_success', 'major_success'] },
  },
  {
    name: 'sg2-impact-vs-armour',
    about: 'Stargrunt II impact against armour: P(wound) and P(kill) for every impact and armour die',
    scenario: 'sg2-impact-vs-armour.yaml',
    spec: { rows: 'impact', columns: 'armour', values: ['wound', 'kill'] },
  },
  {
    name: 'sg2-fire-by-quality-and-band',
    about: 'Stargrunt II squad fire: P(effective fire) and P(suppressed only) by firer quality and range band, per cover',
    scenario: 'sg2-fire-by-quality-and-band.yaml',
    spec: { rows: 'firer.quality', columns: 'range_band', values: ['effective', 'suppressed_only', 'mean.dead'] },
  },
];
