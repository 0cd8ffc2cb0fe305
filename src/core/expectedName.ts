/**
 * The "expected" of an unknown-name issue: the kind of name alone when some known names are close to what was
 * written (the suggestions say which), or the kind followed by every known name when none is, so the designer
 * never has to look the names up elsewhere.
 * @example expectedName('a weapon name', ['rifle', 'saw'], []) // 'a weapon name: rifle, saw'
 */
export function expectedName(what: string, names: readonly string[], suggestions: readonly string[]): string {
  return suggestions.length > 0 ? what : `${what}: ${names.join(', ')}`;
}
