import { z } from 'zod';
import {
  CUSTOM_RESOLUTION_KIND,
  type CustomResolution,
  type DefinedHouseRules,
  type DefinedResolution,
  HOUSE_RULES_KIND,
  type ParamSpec,
} from '../systems/custom/CustomResolution.js';
import { houseMessages } from './messages.js';

// The default export of a designer's module, checked before anything of it is used. Every part a designer gets
// wrong carries its own message (a `custom` issue, or a record key's own issue); zod's wording is the fallback.

type DistributionMax = NonNullable<CustomResolution['distributions']>[string]['max'];

const NAME = /^[a-z][a-z0-9_]*$/;
const RESERVED = [
  'system',
  'resolve',
  'title',
  'description',
  'trials',
  'seed',
  'sweep',
  'compare',
  'derived',
  'house_rules',
];

const isFunction = (value: unknown): boolean => typeof value === 'function';
const lastKey = (path: readonly PropertyKey[] | undefined): string => String(path?.at(-1));

/** A map of named functions (steps, exact twins), each entry that is not a function named. */
const functions = (label: string) =>
  z.record(
    z.string(),
    z.custom<(...args: never[]) => unknown>(isFunction, {
      error: (issue) => houseMessages.notAFunction(label, lastKey(issue.path)),
    }),
  );

const snakeCaseName = (kind: string) =>
  z.string().regex(NAME, { error: (issue) => houseMessages.badName(kind, String(issue.input)) });

/** What `defineHouseRules` of the public API makes. */
const houseRulesExport: z.ZodType<DefinedHouseRules> = z.looseObject({
  kind: z.literal(HOUSE_RULES_KIND),
  for: z.custom<string | readonly string[]>(
    (value) => typeof value === 'string' || (Array.isArray(value) && value.every((v) => typeof v === 'string')),
    { error: houseMessages.badFor },
  ),
  steps: functions('step').default({}),
  exact: functions('exact twin').optional(),
  definedAt: z.string().default(''),
});

/** What `defineResolution` of the public API makes. */
const customResolutionExport: z.ZodType<DefinedResolution> = z.looseObject({
  kind: z.literal(CUSTOM_RESOLUTION_KIND),
  // Without a description the resolution is described by its module's path.
  description: z.string().default(''),
  trial: z.custom<CustomResolution['trial']>(isFunction, { error: houseMessages.notAFunctionTrial }),
  outcomes: z
    .record(snakeCaseName('outcome'), z.string())
    .optional()
    .refine((outcomes) => outcomes !== undefined && Object.keys(outcomes).length > 0, {
      error: houseMessages.noOutcomes,
    })
    .transform((outcomes) => outcomes ?? {}),
  distributions: z
    .record(snakeCaseName('distribution'), z.looseObject({ label: z.string(), max: z.custom<DistributionMax>() }))
    .optional(),
  params: z
    .record(
      z.string().refine((name) => !RESERVED.includes(name), {
        error: (issue) => houseMessages.reservedParam(String(issue.input)),
      }),
      z.custom<ParamSpec>(),
    )
    .optional(),
  favours: z
    .object({ side: z.string(), good: z.array(z.string()).optional(), bad: z.array(z.string()).optional() })
    .optional(),
  valueUnit: z.string().optional(),
  exact: z
    .custom<NonNullable<CustomResolution['exact']>>(isFunction, { error: houseMessages.notAFunctionExact })
    .optional(),
  definedAt: z.string().default(''),
});

/** The module's house rules, or the first problem of its default export passed to `fail` (which locates it). */
export function houseRulesOf(exported: unknown, fail: (message: string) => never): DefinedHouseRules {
  return checkedExport(houseRulesExport, exported, houseMessages.expectedHouseRules, fail);
}

/** The module's resolution, or the first problem of its default export passed to `fail` (which locates it). */
export function customResolutionOf(exported: unknown, fail: (message: string) => never): DefinedResolution {
  return checkedExport(customResolutionExport, exported, houseMessages.expectedResolution, fail);
}

function checkedExport<T>(
  schema: z.ZodType<T>,
  exported: unknown,
  expected: string,
  fail: (message: string) => never,
): T {
  const parsed = schema.safeParse(exported);
  if (parsed.success) return parsed.data;
  const { issues } = parsed.error;
  // Not made by the API's define function at all: say what the default export should be, not each key it lacks.
  const notMadeByTheApi = issues.some((issue) => issue.path.length === 0 || issue.path[0] === 'kind');
  if (notMadeByTheApi) return fail(houseMessages.noDefault(expected));
  const first = issues[0];
  if (first.code === 'custom') return fail(first.message);
  if (first.code === 'invalid_key' && first.issues.length > 0) return fail(first.issues[0].message);
  return fail(houseMessages.badExportKey(first.path.map(String).join('.'), first.message));
}
