import { writeFileSync } from 'node:fs';
import { extname } from 'node:path';
import { rollBars } from '../charts/rollBars.js';
import { ReportedError } from '../core/ReportedError.js';
import type { Distribution } from '../dice/algebra/Distribution.js';
import { DiceExpressionError, formatDiceExpressionError } from '../dice/expression/DiceExpressionError.js';
import { evaluateDiceExpression } from '../dice/expression/evaluateDiceExpression.js';
import { parseDiceExpression } from '../dice/expression/parseDiceExpression.js';
import { renderPng } from '../render/renderPng.js';
import { renderSvg } from '../render/renderSvg.js';
import { EXIT_CODES } from './exitCodes.js';
import { formatRollTable } from './formatRollTable.js';
import { cliMessages } from './messages.js';

export interface RollFlags {
  json?: boolean;
  chart?: string;
  explodeDepth?: number;
  param?: string[];
  roll?: string[];
}

/**
 * `gruntlab roll 'EXPR'`: the exact distribution of a dice expression (docs/dice-language.md) as a table, or
 * `--json` as `{ expression, outcomes: [{ value, p }], mean, sd }`; `--chart FILE.svg|png` draws it.
 */
export async function rollCommand(expression: string, flags: RollFlags): Promise<void> {
  const chartFormat = flags.chart === undefined ? undefined : chartFormatOf(flags.chart);
  const params = readParams(flags.param ?? []);
  const texts = new Map((flags.roll ?? []).map((entry) => readRoll(entry)));
  let dist: Distribution;
  try {
    const rolls = [...texts].map(([name, text]) => ({ name, expr: located(name, () => parseDiceExpression(text)) }));
    dist = evaluateDiceExpression(parseDiceExpression(expression), { params, rolls, explodeDepth: flags.explodeDepth });
  } catch (error) {
    if (error instanceof DiceExpressionError) {
      const text = error.roll === undefined ? expression : texts.get(error.roll)!;
      const where = error.roll === undefined ? cliMessages.badExpression : cliMessages.badRoll(error.roll);
      throw new ReportedError(`${where}\n${formatDiceExpressionError(text, error)}`, { exitCode: EXIT_CODES.badInput });
    }
    throw error;
  }
  const probabilities = dist.probabilities();
  const document = {
    expression,
    outcomes: dist.outcomes.map((value, i) => ({ value, p: probabilities[i] })),
    mean: dist.mean(),
    sd: dist.sd(),
  };
  const notes = [
    ...(dist.truncated > 0 ? [cliMessages.rollTruncated(dist.truncated)] : []),
    ...(dist.roundingError > 0 ? [cliMessages.rollRounded(dist.roundingError)] : []),
  ];
  if (flags.json) {
    process.stdout.write(`${JSON.stringify(document, null, 2)}\n`);
    for (const note of notes) process.stderr.write(`${note}\n`);
  } else {
    process.stdout.write(`${formatRollTable(expression, document.outcomes, document.mean, document.sd)}\n`);
    for (const note of notes) process.stdout.write(`${note}\n`);
  }
  if (flags.chart !== undefined) {
    const svg = await renderSvg(rollBars(document));
    writeFileSync(flags.chart, chartFormat === 'png' ? renderPng(svg) : svg);
    if (!flags.json) process.stdout.write(`${cliMessages.chartWritten(flags.chart)}\n`);
  }
}

function chartFormatOf(file: string): 'svg' | 'png' {
  const ext = extname(file).toLowerCase();
  if (ext === '.svg' || ext === '.png') return ext.slice(1) as 'svg' | 'png';
  throw new ReportedError(cliMessages.badChartFile(file), { exitCode: EXIT_CODES.badInput });
}

/** Parses a named roll's text, placing an error in it. */
function located<T>(name: string, f: () => T): T {
  try {
    return f();
  } catch (error) {
    throw error instanceof DiceExpressionError ? error.inRoll(name) : error;
  }
}

/** `--roll name=EXPR`: a roll made once and read by name. */
function readRoll(entry: string): [string, string] {
  const match = /^([A-Za-z_][A-Za-z0-9_]*)=(.+)$/s.exec(entry);
  if (!match) throw new ReportedError(cliMessages.badRollFlag(entry), { exitCode: EXIT_CODES.badInput });
  return [match[1], match[2]];
}

/** `--param name=value`, each a whole number. */
function readParams(entries: readonly string[]): Record<string, number> {
  const params: Record<string, number> = {};
  for (const entry of entries) {
    const match = /^([A-Za-z_][A-Za-z0-9_]*)=(-?[0-9]+)$/.exec(entry);
    if (!match || !Number.isSafeInteger(Number(match[2]))) {
      throw new ReportedError(cliMessages.badParam(entry), { exitCode: EXIT_CODES.badInput });
    }
    params[match[1]] = Number(match[2]);
  }
  return params;
}
