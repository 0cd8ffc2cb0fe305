import type { LoggerInterface, Spec } from 'vega';
import { compile } from 'vega-lite';
import { expressionSafeSpec } from '../charts/expressionSafeText.js';
import type { VegaLiteSpec } from '../charts/NamedChart.js';

/** A compiled Vega spec and the warnings vega-lite gave while compiling it. */
interface Compiled {
  vega: Spec;
  warnings: string[];
}

/** A vega logger that keeps warnings instead of printing them, and throws on errors. */
class WarningCollector implements LoggerInterface {
  readonly warnings: string[] = [];
  #level = 2;
  level(l?: number): number | this {
    if (l === undefined) return this.#level;
    this.#level = l;
    return this;
  }
  error(...args: unknown[]): this {
    throw new Error(args.map(String).join(' '));
  }
  warn(...args: unknown[]): this {
    this.warnings.push(args.map(String).join(' '));
    return this;
  }
  info(): this {
    return this;
  }
  debug(): this {
    return this;
  }
}

/**
 * Compiles a Vega-Lite spec to Vega, collecting vega-lite's warnings instead of printing them. Text that Vega's
 * expressions cannot hold is made safe first (see expressionSafeSpec).
 *
 * @example
 * compileSpec({ data: { values: [{ a: 1 }] }, mark: 'point', encoding: { x: { field: 'a', type: 'quantitative' } } }).warnings; // []
 */
export function compileSpec(spec: VegaLiteSpec): Compiled {
  const logger = new WarningCollector();
  const { spec: vega } = compile(expressionSafeSpec(spec), { logger });
  return { vega, warnings: logger.warnings };
}
