/** The files a designer's module may be: TypeScript or JavaScript. */
export const MODULE_EXTENSIONS = /\.(ts|mts|js|mjs)$/;

/**
 * Whether a scenario's `resolve` names a module of the designer's own rather than a built-in resolution. (No Node
 * import here: the browser's loader asks it too, to refuse modules.)
 * @example isModulePath('./my-procedure.ts') // true
 * @example isModulePath('fire') // false
 */
export function isModulePath(value: unknown): value is string {
  return typeof value === 'string' && (/^\.{1,2}\//.test(value) || MODULE_EXTENSIONS.test(value));
}

/**
 * Whether a scenario's data names any module of the designer's: `resolve: ./…`, `house_rules:`, or a compare entry's own
 * `house_rules:`. Only then does the loader load the module machinery (esbuild, the file system).
 * @example namesModules({ resolve: 'fire', compare: [{ label: 'a', house_rules: './x.ts' }] }) // true
 * @example namesModules({ resolve: 'fire' }) // false
 */
export function namesModules(data: Record<string, unknown>): boolean {
  if (isModulePath(data.resolve) || namesModule(data.house_rules)) return true;
  const compare = data.compare;
  const entries: unknown[] = Array.isArray(compare)
    ? compare
    : compare !== null && typeof compare === 'object'
      ? Object.values(compare)
      : [];
  return entries.some(
    (entry) =>
      entry !== null &&
      typeof entry === 'object' &&
      'house_rules' in entry &&
      namesModule((entry as { house_rules: unknown }).house_rules),
  );
}

/**
 * Whether a `house_rules:` value asks for a module: anything but rules written in the dice language (a map, which is
 * data) and `none`; a wrong value goes to the module loader, which says what it expected.
 */
function namesModule(value: unknown): boolean {
  if (value === undefined || value === 'none') return false;
  return value === null || typeof value !== 'object' || Array.isArray(value);
}
