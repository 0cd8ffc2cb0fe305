/** Every designer-facing message of the reference tables, in one place. */
export const tableMessages = {
  notSwept: (path: string, swept: string[]) =>
    swept.length === 0
      ? `"${path}" is not swept: a reference table needs a scenario with a sweep over its rows and columns`
      : `"${path}" is not swept in this scenario; rows and columns must be swept paths (${swept.join(', ')}) or label (the compare labels)`,
  sameAxis: (path: string) => `rows and columns are both "${path}"; choose two different swept paths`,
  unknownValue: (name: string, known: string[]) =>
    `this resolution reports no value "${name}"; choose one of: ${known.join(', ')} (or dist=k, dist>=k, dist<=k, dist>=* for "at least" columns)`,
  unknownPreset: (name: string, known: string[]) => `no preset named "${name}"; the presets are: ${known.join(', ')}`,
  needsSpec: 'give --rows and --value, and --columns for a two-way table (or --preset NAME; --list-presets shows them)',
  badFit: (fit: string) => `--fit ${fit}: the one fit is "page" (all the tables on one A4/Letter page)`,
  doesNotFit: (
    pages: number,
    layout: { columns: number; scale: number },
    smallest: { columns: number; scale: number },
  ) =>
    `the tables do not fit on one page even ${smallest.columns} side by side at ${Math.round(smallest.scale * 100)}% type: tables.pdf has ${pages} pages, ${layout.columns} side by side at ${Math.round(layout.scale * 100)}% type (the fewest pages with every number inside its cell); table fewer values (--value) or cut by other rows and columns`,
  printed: (pages: number, layout: { columns: number; scale: number }) =>
    `tables.pdf: ${pages} page(s), ${layout.columns} table column(s) at ${Math.round(layout.scale * 100)}% type`,
  cumulativeWithColumns: (value: string) => `${value} makes its own columns (at least 1, 2, …): drop --columns for it`,
};
