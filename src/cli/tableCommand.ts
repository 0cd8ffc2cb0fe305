import { basename, extname, join } from 'node:path';
import { packageRoot } from '../packageRoot.js';
import { NoExactEvaluatorError } from '../results/NoExactEvaluatorError.js';
import { runScenario } from '../results/runScenario.js';
import { loadScenarioFile } from '../scenario/loadScenarioFile.js';
import { resolutionInfo } from '../systems/Resolution.js';
import { registry } from '../systems/registry.js';
import { buildTables } from '../table/buildTables.js';
import type { PrintedTables } from '../table/fitTablesPdf.js';
import { ONE_PAGE_TRIES } from '../table/onePageLayouts.js';
import { TABLE_PRESETS } from '../table/presets.js';
import { TableSpecError } from '../table/TableSpecError.js';
import { tableMessages } from '../table/tableMessages.js';
import { tablesMarkdown } from '../table/tablesMarkdown.js';
import { TABLE_FORMATS, type TableFormat, writeTables } from '../table/writeTables.js';
import { progressBar } from './progressBar.js';
import { DEFAULT_TABLE_PRECISION } from './tableDefaults.js';

export interface TableFlags {
  preset?: string;
  listPresets?: boolean;
  rows?: string;
  columns?: string;
  value?: string[];
  format?: string;
  out?: string;
  monteCarlo?: boolean;
  precision?: number;
  trials?: number;
  seed?: number;
  workers?: number;
  quiet?: boolean;
  /** Also print tables.pdf through headless Chromium. */
  pdf?: boolean;
  /** `page`: pack the tables onto one A4/Letter page (implies --pdf). */
  fit?: string;
  /** Run the scenario's modules for this run even if `gruntlab trust` did not allow them. */
  allowModules?: boolean;
}

/**
 * `gruntlab table`: runs a swept scenario (exactly where an exact evaluator exists, else Monte Carlo
 * to a stated precision) and cuts it into reference tables in Markdown, CSV, printable HTML and PNG.
 */
export async function tableCommand(file: string | undefined, flags: TableFlags): Promise<void> {
  if (flags.listPresets) {
    for (const p of TABLE_PRESETS) process.stdout.write(`${p.name.padEnd(30)} ${p.about}\n`);
    return;
  }
  if (flags.fit !== undefined && flags.fit !== 'page') throw new TableSpecError(tableMessages.badFit(flags.fit));
  const print = flags.pdf || flags.fit === 'page';
  // A PDF needs Chromium: say so before the tables are computed, not after.
  if (print) (await import('../report/launchChromium.js')).checkPdfPrinter();
  const preset = flags.preset === undefined ? undefined : TABLE_PRESETS.find((p) => p.name === flags.preset);
  if (flags.preset !== undefined && !preset) {
    throw new TableSpecError(
      tableMessages.unknownPreset(
        flags.preset,
        TABLE_PRESETS.map((p) => p.name),
      ),
    );
  }
  const path = preset ? join(packageRoot(), 'scenarios', 'tables', preset.scenario) : file;
  // A preset's cut, with whatever --rows, --columns and --value say instead.
  const rows = flags.rows ?? preset?.spec.rows;
  const values = flags.value ?? preset?.spec.values;
  const columns = flags.columns ?? (flags.rows === undefined ? preset?.spec.columns : undefined);
  const spec = rows && values ? { rows, values, ...(columns !== undefined ? { columns } : {}) } : undefined;
  if (!path || !spec) throw new TableSpecError(tableMessages.needsSpec);
  const scenario = await loadScenarioFile(path, registry, { modules: { allowModules: flags.allowModules } });
  if (flags.seed !== undefined) scenario.seed = flags.seed;
  const precision = flags.precision ?? DEFAULT_TABLE_PRECISION;
  const monteCarlo = async () => {
    scenario.trials = flags.trials ?? 1e8;
    const progress = flags.quiet ? undefined : progressBar();
    const result = await runScenario(scenario, { precision, workers: flags.workers, onProgress: progress?.update });
    progress?.finish();
    return result;
  };
  const exact = !flags.monteCarlo && scenario.resolution.definition.exact !== undefined;
  // Exact where every cell can be enumerated; a cell beyond enumeration sends the whole table to Monte Carlo.
  const doc = exact
    ? await runScenario(scenario, { exact: true }).catch((error: unknown) => {
        if (!(error instanceof NoExactEvaluatorError)) throw error;
        if (!flags.quiet) process.stderr.write(`gruntlab: ${error.reason}: Monte Carlo instead\n`);
        return monteCarlo();
      })
    : await monteCarlo();
  const tables = buildTables(doc, resolutionInfo(scenario.resolution, doc.quantity_labels), spec);
  const formats = parseFormats(flags.format);
  const name = preset?.name ?? basename(path, extname(path));
  const outDir = flags.out ?? join('reports', 'tables', name);
  let printed: PrintedTables | undefined;
  const written = await writeTables(
    doc,
    tables,
    outDir,
    formats,
    undefined,
    print ? { onePage: flags.fit === 'page', onPrinted: (p) => (printed = p) } : undefined,
  );
  if (printed && flags.fit === 'page' && printed.pages > 1)
    process.stderr.write(
      `gruntlab: ${tableMessages.doesNotFit(printed.pages, printed.layout, ONE_PAGE_TRIES.at(-1)!)}\n`,
    );
  if (flags.quiet) return;
  process.stdout.write(`${tablesMarkdown(doc, tables)}\nWrote ${written.length} files to ${outDir}/\n`);
  if (printed) process.stdout.write(`${tableMessages.printed(printed.pages, printed.layout)}\n`);
}

function parseFormats(text: string | undefined): TableFormat[] {
  if (!text) return TABLE_FORMATS;
  const asked = text.split(',').map((f) => f.trim());
  const unknown = asked.filter((f) => !TABLE_FORMATS.includes(f as TableFormat));
  if (unknown.length > 0)
    throw new TableSpecError(`unknown format ${unknown.join(', ')}; the formats are ${TABLE_FORMATS.join(', ')}`);
  return asked as TableFormat[];
}
