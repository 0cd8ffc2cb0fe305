/**
 * The situation of a procedure in the dice language (`resolve: dice`), in its own terms: its named rolls, the
 * parameters not swept, and what each outcome and distribution is, as written — unless a compare entry changes it.
 * @example diceSituationLines({ params: { ld: 12 }, let: { r: 'd20' }, outcomes: { Passed: 'r <= ld' } }, new Set()) // ['Rolls: r = d20', 'Parameters: ld 12', 'Passed: r <= ld']
 */
export function diceSituationLines(scenario: Record<string, unknown>, changed: ReadonlySet<string>): string[] {
  const lines: string[] = [];
  const rolls = entriesOf(scenario.let).filter(([name]) => !changed.has(`let.${name}`));
  if (rolls.length > 0) lines.push(`Rolls: ${rolls.map(([name, text]) => `${name} = ${String(text)}`).join(', ')}`);
  const params = entriesOf(scenario.params).filter(([name]) => !changed.has(`params.${name}`));
  if (params.length > 0) lines.push(`Parameters: ${params.map(([name, value]) => `${name} ${String(value)}`).join(', ')}`);
  for (const kind of ['outcomes', 'distributions']) {
    for (const [label, text] of entriesOf(scenario[kind])) if (!changed.has(`${kind}.${label}`)) lines.push(`${label}: ${String(text)}`);
  }
  return lines;
}

function entriesOf(value: unknown): Array<[string, unknown]> {
  return value !== null && typeof value === 'object' && !Array.isArray(value) ? Object.entries(value) : [];
}
