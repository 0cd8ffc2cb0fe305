import { isMap, isScalar, parseDocument, type YAMLMap } from 'yaml';

/**
 * The situation of a procedure in the dice language (`resolve: dice`), in its own terms: its named rolls, the
 * parameters not swept, and what each outcome and distribution is, as written and in the file's order — unless a
 * sweep or compare entry changes it.
 * @example diceSituationLines('params: { ld: 12 }\nlet: { r: d20 }\noutcomes: { Passed: r <= ld }\n', new Set()) // ['Rolls: r = d20', 'Parameters: ld 12', 'Passed: r <= ld']
 */
export function diceSituationLines(text: string, changed: ReadonlySet<string>): string[] {
  const root = parseDocument(text).contents;
  if (!isMap(root)) return [];
  const entries = (key: string) => {
    const map = root.get(key, true);
    return isMap(map)
      ? (map as YAMLMap).items.map(
          (pair) =>
            [
              String(isScalar(pair.key) ? pair.key.value : pair.key),
              String(isScalar(pair.value) ? pair.value.value : pair.value),
            ] as const,
        )
      : [];
  };
  const lines: string[] = [];
  const rolls = entries('let').filter(([name]) => !changed.has(`let.${name}`));
  if (rolls.length > 0) lines.push(`Rolls: ${rolls.map(([name, text]) => `${name} = ${text}`).join(', ')}`);
  const params = entries('params').filter(([name]) => !changed.has(`params.${name}`));
  if (params.length > 0) lines.push(`Parameters: ${params.map(([name, value]) => `${name} ${value}`).join(', ')}`);
  for (const kind of ['outcomes', 'distributions']) {
    for (const [label, text] of entries(kind)) if (!changed.has(`${kind}.${label}`)) lines.push(`${label}: ${text}`);
  }
  return lines;
}
