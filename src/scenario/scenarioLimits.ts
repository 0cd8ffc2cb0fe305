/**
 * The limits every scenario is held to before anything is sized from it, each with the reason a designer
 * is told when a file goes past it. Resolutions bound their own counts (figures, units, turns, markers) in
 * their schemas; these are the limits of the file itself: its text, its shape and how many cells it makes.
 *
 * @example scenarioLimits.sweepValues.max // 100
 */
export const scenarioLimits = {
  fileBytes: {
    max: 256 * 1024,
    why: 'a scenario is a page or two of text; a bigger file is a mistake and takes long to read',
  },
  textLength: {
    max: 1000,
    why: 'longer text is never needed to describe a scenario, and every piece of text is drawn into charts and pages',
  },
  titleLength: {
    max: 200,
    why: 'the title and labels are drawn into every chart legend and heading; longer ones cannot be laid out',
  },
  depth: {
    max: 16,
    why: 'no resolution nests its keys more than a few levels deep; deeper nesting is a mistake in the file',
  },
  aliasCount: {
    max: 10_000,
    why: 'a few anchors (&name) reused by aliases (*name) are plenty; many more can blow a small file up to gigabytes',
  },
  sweepValues: {
    max: 100,
    why: 'each value is a cell run separately and drawn as a point of a chart; more than 100 cannot be read',
  },
  compareEntries: {
    max: 100,
    why: 'each entry is a line or bar of every chart; more than 100 cannot be told apart',
  },
  cells: {
    max: 2000,
    why: 'every cell is run and kept in memory with its distributions; split a bigger study into several scenarios',
  },
} as const;
