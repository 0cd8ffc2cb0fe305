import type { Probabilities } from '../../core/ExactResult.js';
import type { Roll } from '../../dice/Roll.js';

/** One scenario key of a designer's resolution, declared in a small form gruntlab turns into a schema. */
export type ParamSpec =
  | { type: 'integer'; min?: number; max?: number; default?: number; description?: string }
  | { type: 'number'; min?: number; max?: number; default?: number; description?: string }
  | { type: 'boolean'; default?: boolean; description?: string }
  | { type: 'choice'; values: readonly string[]; default?: string; description?: string };

/** The values a trial sees for declared keys: numbers, booleans, or one of a choice's names. */
export type ParamValues<S extends Record<string, ParamSpec>> = {
  [K in keyof S]: S[K] extends { type: 'choice'; values: readonly (infer V)[] }
    ? V
    : S[K] extends { type: 'boolean' }
      ? boolean
      : number;
};

/** What one trial returns: an outcome's name, or the outcome with the distributions' values. */
export type TrialResult<O extends string, D extends string> = O | ({ outcome: O } & { [K in D]?: number });

/** A distribution of a designer's resolution: its label and its largest value (values 0 … max are counted). */
export interface DistributionSpec<P> {
  label: string;
  max: number | ((params: P) => number);
}

/**
 * A whole resolution written by a designer (`resolve: ./my-procedure.ts`, docs/house-rules.md): its scenario keys,
 * outcome and distribution names, one trial over the random source and, where the designer can give it, the exact
 * probabilities. `defineResolution` of the public API makes one; gruntlab runs it like a built-in.
 */
export interface CustomResolution<
  S extends Record<string, ParamSpec> = Record<string, ParamSpec>,
  O extends string = string,
  D extends string = string,
> {
  description: string;
  params?: S;
  outcomes: Record<O, string>;
  distributions?: { [K in D]: DistributionSpec<ParamValues<S>> };
  /** Whose side comparisons take and which results are good for it; the first outcome is good by default. */
  favours?: { side: string; good?: Array<NoInfer<O | D>>; bad?: Array<NoInfer<O | D>> };
  /** What the distributions count, for axis titles. */
  valueUnit?: string;
  trial(params: ParamValues<S>, roll: Roll): TrialResult<NoInfer<O>, NoInfer<D>>;
  exact?(params: ParamValues<S>): {
    outcomes: Record<NoInfer<O>, number>;
    distributions?: { [K in NoInfer<D>]: Probabilities };
  };
}

/** The tag gruntlab checks a module's default export by (modules load gruntlab's API, not this file). */
export const CUSTOM_RESOLUTION_KIND = 'gruntlab.resolution';
export const HOUSE_RULES_KIND = 'gruntlab.house-rules';

/** A defined resolution as the module exports it: the designer's spec, tagged, with where it was defined. */
export type DefinedResolution = CustomResolution & { kind: typeof CUSTOM_RESOLUTION_KIND; definedAt: string };

/** House rules as the module exports them: the resolution they apply to, replaced steps and their exact twins. */
export interface DefinedHouseRules {
  kind: typeof HOUSE_RULES_KIND;
  /** `system resolve`, e.g. 'stargrunt2 close-combat-pair', or a list of them when the steps serve several. */
  for: string | readonly string[];
  steps: Record<string, (...args: never[]) => unknown>;
  exact?: Record<string, (...args: never[]) => unknown>;
  definedAt: string;
}

/** The plain data of one cell of a designer's resolution: the scenario's values of its declared keys. */
export interface CustomCell {
  params: Record<string, unknown>;
  /** Each distribution's largest value in this cell. */
  maxima: Record<string, number>;
}
