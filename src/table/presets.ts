import type { TableSpec } from './buildTables.js';

/** A ready-made reference table: a scenario of scenarios/tables/ and how to cut it into tables. */
interface TablePreset {
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
    about:
      'Stargrunt II multiple opposed roll: quality die (rows) and firepower die (tables) against each range die — none / minor / major',
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
    about:
      'Stargrunt II squad fire: P(effective fire) and P(suppressed only) by firer quality and range band, per cover',
    scenario: 'sg2-fire-by-quality-and-band.yaml',
    spec: { rows: 'firer.quality', columns: 'range_band', values: ['effective', 'suppressed_only', 'mean.dead'] },
  },
  {
    name: 'sg2-confidence-test',
    about:
      'Stargrunt II confidence test: pass / drop one level / drop two by quality die and threat level, per leadership',
    scenario: 'sg2-confidence-test.yaml',
    spec: { rows: 'unit.quality', columns: 'threat_level', values: ['pass', 'drop_1', 'drop_2'] },
  },
  {
    name: 'sg2-reaction-test',
    about: 'Stargrunt II reaction test: P(pass) by quality die and threat level, per leadership',
    scenario: 'sg2-reaction-test.yaml',
    spec: { rows: 'unit.quality', columns: 'threat_level', values: ['pass'] },
  },
  {
    name: 'sg2-suppression-removal',
    about:
      'Stargrunt II suppression removal: clear this activation (with an action left / not clear) and mean activations, by quality and leadership',
    scenario: 'sg2-suppression-removal.yaml',
    spec: {
      rows: 'unit.quality',
      columns: 'unit.leadership',
      values: ['clear_with_action_left', 'not_clear_this_turn', 'mean.turns_to_clear'],
    },
  },
  {
    name: 'sg2-close-combat-pairs',
    about:
      'Stargrunt II close-combat pairs: P(attacker wins) by both qualities, per attacker armour (power armour doubles)',
    scenario: 'sg2-close-combat-pairs.yaml',
    spec: { rows: 'attacker.quality', columns: 'defender.quality', values: ['attacker_wins'] },
  },
  {
    name: 'silhouette-n-vs-m',
    about:
      'Silhouette opposed test: P(attacker wins) and mean Margin of Success, N attack dice (rows) against M defense dice',
    scenario: 'silhouette-n-vs-m.yaml',
    spec: { rows: 'attack.dice', columns: 'defense.dice', values: ['attacker_wins', 'mean.margin_of_success'] },
  },
  {
    name: 'grunt-factor-to-hit-by-rc',
    about:
      'The Grunt Factor to-hit chart: P(hit) of a d20 at or under RC (rows) plus the total to-hit modifier (columns)',
    scenario: 'grunt-factor-to-hit-by-rc.yaml',
    spec: { rows: 'rc', columns: 'modifier', values: ['hit'] },
  },
  {
    name: 'man-to-man-3d6-under',
    about:
      'Man to Man 3d6 under an attribute with the 4.4 criticals: P(hit) by attribute (rows) and modifier, per hit-roll reading',
    scenario: 'man-to-man-3d6-under.yaml',
    spec: { rows: 'attribute', columns: 'modifier', values: ['hits>=1'] },
  },
  {
    name: 'gng-atk-vs-def',
    about:
      "Guns 'n Grenades attack roll: P(hit) of d6 + ATK (rows) against d6 + DEF (columns), without and with Fast Shot",
    scenario: 'gng-atk-vs-def.yaml',
    spec: { rows: 'atk', columns: 'def', values: ['hit'] },
  },
];
