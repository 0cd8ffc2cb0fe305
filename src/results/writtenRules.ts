/**
 * A scenario's `rules:` as the results document records them: one dotted name per setting, its value as written
 * (numbers and table entries too: `to-hit.prone: "-1"`), so a document with parameters reads back and prints.
 * @example writtenRules({ aim: 'first-shot', 'save-base': 10, 'to-hit': { prone: -2 } }) // { aim: 'first-shot', 'save-base': '10', 'to-hit.prone': '-2' }
 */
export function writtenRules(rules: Record<string, unknown>, prefix = ''): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(rules)) {
    const name = prefix + key;
    if (value !== null && typeof value === 'object' && !Array.isArray(value)) Object.assign(out, writtenRules(value as Record<string, unknown>, `${name}.`));
    else out[name] = typeof value === 'string' ? value : JSON.stringify(value);
  }
  return out;
}
