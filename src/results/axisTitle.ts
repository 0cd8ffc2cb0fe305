import { lengthUnit } from '../systems/lengthUnit.js';
import type { ResolutionInfo } from '../systems/ResolutionInfo.js';

/** The compare labels as an axis of a table or chart: `--rows label` or `--columns label`. */
export const LABEL_AXIS = 'label';

/** Where a dice procedure's parameters are (`resolve: dice`: params.ld). */
const PARAMS = 'params.';

/**
 * A swept path in words: "range" → "Range (inches)" (or cm, as the system measures), "firer.quality" → "Firer
 * quality", `label` → "Variant".
 * @example axisTitle('target.cover') // 'Target cover'
 * @example axisTitle('range', { system: 'grunt-factor' }) // 'Range (cm)'
 * @example axisTitle('target.ahead') // 'Target ahead (inches)'
 */
export function axisTitle(
  path: string,
  info?: Pick<ResolutionInfo, 'system'> & Partial<Pick<ResolutionInfo, 'valueUnit'>>,
): string {
  if (path === LABEL_AXIS) return 'Variant';
  // A parameter of a dice procedure is named by the designer: as written.
  if (path.startsWith(PARAMS)) return path.slice(PARAMS.length);
  const last = path.split('.').at(-1) ?? path;
  const words = pathWords(path);
  const text = words.charAt(0).toUpperCase() + words.slice(1);
  const unit = /^range$|distance$|^inches$|^height(_difference)?$|^ahead$|^aside$|radius$/.test(last)
    ? ` (${lengthUnit(info?.system)})`
    : /figures|count/.test(last) && info?.valueUnit && !words.endsWith(info.valueUnit)
      ? ` (${info.valueUnit})`
      : '';
  return `${text}${unit}`;
}

/**
 * A swept path as words in a sentence, without units: "attacker.figures" → "attacker figures".
 * @example pathWords('firer.troops.0.count') // 'firer troops 0 count'
 */
export function pathWords(path: string): string {
  if (path.startsWith(PARAMS)) return path.slice(PARAMS.length);
  return path
    .replace(/\.(\d+)\./g, ' $1 ')
    .split(/[._-]+/)
    .join(' ')
    .replace(/\s+/g, ' ')
    .trim();
}
