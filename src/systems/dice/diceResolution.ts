import { z } from 'zod';
import type { ExactResult } from '../../core/ExactResult.js';
import type { Issue, NormalizeResult } from '../../core/Issue.js';
import { labelName } from '../../core/labelName.js';
import { defineQuantities } from '../../core/Quantities.js';
import { DiceProcedure, DiceProcedureError } from '../../dice/expression/DiceProcedure.js';
import type { ResolutionDefinition } from '../defineResolution.js';
import { procedureProblem } from '../procedureProblem.js';
import type { Resolution } from '../Resolution.js';
import type { Favours } from '../ResolutionInfo.js';
import type { DiceCell } from './dice.js';
import diceKernel from './diceKernel.js';
import { exactDice } from './exactDice.js';

/** The largest value a distribution of `resolve: dice` may reach: its histogram has one counter per value. */
const DICE_DISTRIBUTION_MAX = 100_000;
const ROLL_NAME = /^[A-Za-z][A-Za-z0-9_]*$/;
const MOST = Number.MAX_SAFE_INTEGER;

/** What `resolve: dice` reads from a scenario (the cell's input, after the schema). */
interface DiceInput {
  params: Record<string, number>;
  let: Record<string, string>;
  outcomes: Record<string, string>;
  distributions: Record<string, string>;
  explode_depth: number;
  favours?: { side: string; good: string[]; bad: string[] };
}

/**
 * The labels of outcomes and distributions in the order they are written (a JavaScript object puts "18" before
 * "15 or more"; the scenario's order is the report's).
 */
export interface LabelOrder {
  outcomes?: string[];
  distributions?: string[];
}

/**
 * The name an outcome or distribution's label gets in results and sweeps (as `derived:` names its labels).
 * @example quantityName('Passed, natural 20 fails') // 'passed_natural_20_fails'
 * @example quantityName('18') // 'n18'
 */
function quantityName(label: string): string {
  const name = labelName(label);
  // Digits alone would sort first among an object's keys, and read as a number in an expression.
  return /^\d+$/.test(name) ? `n${name}` : name;
}

/**
 * A whole resolution written in the dice language in the scenario (`resolve: dice`, docs/dice-language.md): its
 * parameters (`params:`, swept and compared like any key), named rolls (`let:`), and outcomes and distributions as
 * expressions. The schema takes its parameter and quantity names from the scenario itself (`data`); the cell is plain
 * data, so the kernel (registered for `resolve: dice` under any system) rebuilds the procedure in each worker. Exact by
 * the dice algebra; Monte Carlo by sampling the same text.
 * @example diceResolution({ resolve: 'dice', let: { r: 'd20' }, outcomes: { Passed: 'r <= 12' } }).definition.quantities.outcomes[0].name // 'passed'
 */
export function diceResolution(data: Record<string, unknown>, order: LabelOrder = {}): Resolution {
  const paramNames = Object.keys(plainMap(data.params));
  const outcomeLabels = order.outcomes ?? Object.keys(plainMap(data.outcomes));
  const distributionLabels = order.distributions ?? Object.keys(plainMap(data.distributions));
  const expression = z.string().min(1).max(10_000);
  const favoursSchema = z
    .strictObject({
      side: z.string().min(1).describe('Whose answer it is, e.g. "the attacker"'),
      good: z.array(z.enum(outcomeLabels.length > 0 ? outcomeLabels : [''])).default([]),
      bad: z.array(z.enum(outcomeLabels.length > 0 ? outcomeLabels : [''])).default([]),
    })
    .optional()
    .describe('Which outcomes (by label) are good and bad for whom: the summary says "better for the attacker"');
  const schema = z.strictObject({
    system: z.string().optional().describe('The game the procedure belongs to (any name; recorded in the results)'),
    resolve: z.literal('dice').describe('A procedure written in the dice language'),
    title: z.string().optional(),
    description: z.string().optional(),
    trials: z.number().int().positive().optional(),
    seed: z.number().int().nonnegative().optional(),
    explode_depth: z
      .number()
      .int()
      .min(0)
      .max(100)
      .default(2)
      .describe('Extra rolls of an [explode D] without its own depth'),
    params: z
      .strictObject(Object.fromEntries(paramNames.map((n) => [n, z.number().int().min(-MOST).max(MOST)])))
      .default({} as never)
      .describe('Numbers the expressions read by name; sweep and compare them like any key (params.ld)'),
    let: z
      .record(z.string().regex(ROLL_NAME), expression)
      .default({})
      .describe('Named rolls: each rolled once per trial, read by name'),
    outcomes: z
      .record(z.string(), expression)
      .describe('Label → expression: the outcome happens where the expression is not 0'),
    distributions: z
      .record(z.string(), expression)
      .default({})
      .describe('Label → expression: its distribution (whole numbers, 0 or more)'),
    favours: favoursSchema,
  });
  // Whose side the summary takes is the scenario's: a compare entry or a sweep may not change it.
  const baseFavours = JSON.stringify(favoursSchema.safeParse(data.favours).data);
  const outcomeNames = outcomeLabels.map(quantityName);
  const distributionNames = distributionLabels.map(quantityName);
  const quantities = defineQuantities({
    outcomes: Object.fromEntries(outcomeLabels.map((label, i) => [outcomeNames[i], label])),
    distributions: Object.fromEntries(distributionLabels.map((label, i) => [distributionNames[i], label])),
  });
  const definition: ResolutionDefinition<DiceInput, DiceCell> = {
    description: typeof data.description === 'string' ? data.description : 'A procedure written in the dice language',
    schema: schema as unknown as z.ZodType<DiceInput>,
    normalize: (input) =>
      JSON.stringify(input.favours) === baseFavours
        ? normalizeDice(input, outcomeNames, distributionNames)
        : {
            ok: false,
            issues: [
              { path: ['favours'], message: "favours is the scenario's: a compare entry or a sweep may not change it" },
            ],
          },
    quantities,
    exact: exactOrProblem,
    favours: favoursOf(plainMap(data.favours), outcomeLabels),
    docs: '../dice-language.md#a-whole-resolution-resolve-dice',
  };
  const system = typeof data.system === 'string' ? data.system : 'dice';
  return { system, resolve: 'dice', definition: definition as ResolutionDefinition, kernel: diceKernel as never };
}

/**
 * Whose side the summary takes: the scenario's `favours:` (labels of good and bad outcomes, the first good one the
 * headline), or the first outcome. Labels it does not know are the schema's to refuse, with the valid ones.
 */
function favoursOf(written: Record<string, unknown>, labels: readonly string[]): Favours {
  const named = (list: unknown) =>
    Array.isArray(list) ? list.filter((l) => labels.includes(l)).map(quantityName) : [];
  const good = named(written.good);
  const bad = named(written.bad);
  const first = labels.length > 0 ? [quantityName(labels[0])] : [];
  if (typeof written.side !== 'string' || (good.length === 0 && bad.length === 0)) {
    return {
      side: labels.length > 0 ? `the first outcome (${labels[0]})` : 'the first outcome',
      up: first,
      down: [],
      headline: first,
    };
  }
  return { side: written.side, up: good, down: bad, headline: good.length > 0 ? good.slice(0, 1) : first };
}

/** A cell of plain data from the checked input: its expressions read, names checked, distributions sized. */
function normalizeDice(
  input: DiceInput,
  outcomeNames: readonly string[],
  distributionNames: readonly string[],
): NormalizeResult<DiceCell> {
  const issues: Issue[] = [];
  const outcomes = inOrder(Object.entries(input.outcomes), outcomeNames);
  const distributions = inOrder(Object.entries(input.distributions), distributionNames);
  const same = (kind: string, labels: string[], names: readonly string[]) => {
    const mine = labels.map(quantityName);
    if (mine.join() !== names.join())
      issues.push({
        path: [kind],
        message: `a compare entry keeps the scenario's ${kind} (${names.join(', ')}); it may change their expressions`,
        found: mine.join(', '),
      });
    const seen = new Set<string>();
    for (const label of labels) {
      const name = quantityName(label);
      if (name === '' || seen.has(name))
        issues.push({
          path: [kind, label],
          message: `"${label}" needs letters or digits of its own: it would be named "${name}"${seen.has(name) ? ', like another' : ''}`,
        });
      seen.add(name);
    }
  };
  same(
    'outcomes',
    outcomes.map(([l]) => l),
    outcomeNames,
  );
  same(
    'distributions',
    distributions.map(([l]) => l),
    distributionNames,
  );
  if (outcomes.length === 0)
    issues.push({
      path: ['outcomes'],
      message: 'a dice resolution needs at least one outcome',
      expected: 'outcomes: { Label: expression }',
    });
  if (issues.length > 0) return { ok: false, issues };
  const cell: DiceCell = {
    params: { ...input.params },
    rolls: Object.entries(input.let),
    outcomes: outcomes.map(([label, text]) => [quantityName(label), text]),
    distributions: [],
    explodeDepth: input.explode_depth,
  };
  const labelOf = new Map([...outcomes, ...distributions].map(([label]) => [quantityName(label), label]));
  const issueOf = ({ part, error: e }: DiceProcedureError): Issue => {
    const path =
      part.kind === 'roll'
        ? ['let', part.name]
        : [
            cell.outcomes.some(([n]) => n === part.name) ? 'outcomes' : 'distributions',
            labelOf.get(part.name) ?? part.name,
          ];
    return {
      path,
      message: `${e.message} (in the dice expression, column ${e.start + 1})`,
      expected: e.expected,
      found: e.found,
      suggestions: [...e.suggestions],
      at: e.start,
    };
  };
  const problem = (error: DiceProcedureError): NormalizeResult<DiceCell> => ({ ok: false, issues: [issueOf(error)] });
  // Every expression that cannot be read is reported, each at its place; then the names, the first one wrong.
  const parts = [
    ...cell.rolls.map((r) => ({ rolls: [r], results: [] })),
    ...[...cell.outcomes, ...distributions].map((r) => ({ rolls: [], results: [r] })),
  ];
  for (const part of parts) {
    try {
      DiceProcedure.parse(part);
    } catch (error) {
      if (error instanceof DiceProcedureError) issues.push(issueOf(error));
      else throw error;
    }
  }
  if (issues.length > 0) return { ok: false, issues };
  try {
    const named = distributions.map(([label, text]) => [quantityName(label), text] as const);
    DiceProcedure.parse({ rolls: cell.rolls, results: [...cell.outcomes, ...named] }).checkNames(
      Object.keys(cell.params),
    );
    // Each distribution is sized by its exact range (histograms count from 0).
    const ranges = DiceProcedure.parse({ rolls: cell.rolls, results: named, explodeDepth: cell.explodeDepth }).exact(
      cell.params,
    );
    for (let i = 0; i < distributions.length; i++) {
      const [label, text] = distributions[i];
      const { min, max } = ranges[i];
      if (min < 0 || max > DICE_DISTRIBUTION_MAX) {
        const why =
          min < 0
            ? `can be ${min}; a distribution counts from 0 (add ${-min}, or ask for an outcome such as ${text} > 0)`
            : `reaches ${max}; the most is ${DICE_DISTRIBUTION_MAX}`;
        return { ok: false, issues: [{ path: ['distributions', label], message: `distribution "${label}" ${why}` }] };
      }
      cell.distributions.push([quantityName(label), text, max + 1]);
    }
  } catch (error) {
    if (error instanceof DiceProcedureError) return problem(error);
    throw error;
  }
  return { ok: true, value: cell };
}

/** Exact results, or the expression that cannot be evaluated said with carets (too large: Monte Carlo still runs). */
function exactOrProblem(cell: DiceCell): ExactResult {
  try {
    return exactDice(cell);
  } catch (error) {
    if (!(error instanceof DiceProcedureError)) throw error;
    throw procedureProblem(error, `${error.part.kind === 'roll' ? 'roll ' : ''}${error.part.name}`);
  }
}

/** Entries in the order of their names as the scenario wrote them (names it does not know last). */
function inOrder(entries: Array<[string, string]>, names: readonly string[]): Array<[string, string]> {
  const rank = (label: string) => {
    const i = names.indexOf(quantityName(label));
    return i < 0 ? names.length : i;
  };
  return entries.sort((a, b) => rank(a[0]) - rank(b[0]));
}

function plainMap(value: unknown): Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
}
