import { z } from 'zod';

const num = z.number();
const text = z.string();
const param = z.union([z.string(), z.number(), z.boolean()]);
const interval = z.looseObject({ p: num, lo: num, hi: num });
const mean = z.looseObject({ mean: num, lo: num, hi: num, sd: num, p5: num, median: num, p95: num });
const difference = z.looseObject({ d: num, lo: num, hi: num });

/**
 * The shape of a results document (see ResultsDocument) as read back from a file: every field that a report or a
 * table shows is checked to be of its type (text is text, numbers are numbers), so that a crafted or damaged
 * results.json is refused with the field at fault instead of reaching a page. Fields it does not know are kept.
 *
 * @example resultsDocumentSchema.safeParse({ title: 1 }).success // false
 */
export const resultsDocumentSchema = z.looseObject({
  gruntlab: text,
  scenario: text,
  title: text,
  system: text,
  resolve: text,
  method: z.enum(['monte-carlo', 'exact']),
  method_note: text.optional(),
  seed: num,
  rules: z.record(text, text),
  sweep: z.array(z.looseObject({ path: text, values: z.array(param) })),
  labels: z.array(text),
  derived: z.array(z.looseObject({ name: text, label: text, expression: text })).optional(),
  notes: z.array(text).optional(),
  precision: num.optional(),
  cells: z.array(
    z.looseObject({
      label: text,
      params: z.record(text, param),
      trials: num.optional(),
      outcomes: z.record(text, interval),
      derived: z.record(text, interval).optional(),
      distributions: z.record(text, z.record(text, num)),
      means: z.record(text, mean),
      note: text.optional(),
      impossible: z.boolean().optional(),
      stopped_by: z.enum(['precision', 'trials']).optional(),
    }),
  ),
  quantity_labels: z.record(text, text).optional(),
  comparisons: z
    .array(
      z.looseObject({
        label: text,
        baseline: text,
        params: z.record(text, param),
        outcomes: z.record(text, difference),
        means: z.record(text, difference),
      }),
    )
    .optional(),
  scenario_text: text.optional(),
  house_rules: z.array(z.looseObject({ path: text, sha256: text, labels: z.array(text) })).optional(),
  resolve_module: z.looseObject({ path: text, sha256: text }).optional(),
});
