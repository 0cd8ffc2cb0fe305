import {
  CUSTOM_RESOLUTION_KIND,
  type CustomResolution,
  type DefinedResolution,
  type ParamSpec,
} from '../systems/custom/CustomResolution.js';

/**
 * A whole resolution of the designer's own (`resolve: ./my-procedure.ts` in a scenario; docs/house-rules.md): its
 * scenario keys (`params`), outcome and distribution names, one `trial` over the random source and, optionally, the
 * `exact` probabilities (then `--exact` runs it). The module's default export.
 * @example defineResolution({ description: 'a coin', outcomes: { heads: 'Heads', tails: 'Tails' }, trial: (_, roll) => (roll.die(2) === 1 ? 'heads' : 'tails') }).kind // 'gruntlab.resolution'
 */
export function defineResolution<
  const S extends Record<string, ParamSpec> = {},
  O extends string = string,
  D extends string = never,
>(resolution: CustomResolution<S, O, D>): DefinedResolution {
  return {
    ...(resolution as unknown as CustomResolution),
    kind: CUSTOM_RESOLUTION_KIND,
    definedAt: new Error().stack ?? '',
  };
}
