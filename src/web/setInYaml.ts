import { isScalar, parseDocument, stringify } from 'yaml';

/**
 * Scenario text with one value set (or taken out, for undefined): how the form view writes into the editor. A value
 * already written is replaced where it stands, so the rest of the text — comments, their alignment — is untouched;
 * a new key is added through the YAML document (comments kept). Undefined when the text is not YAML the form can
 * change (the editor says why).
 * @example setInYaml('a: 1    # one\nb: 2\n', ['a'], 3) // 'a: 3    # one\nb: 2\n'
 */
export function setInYaml(text: string, path: Array<string | number>, value: unknown): string | undefined {
  const doc = parseDocument(text);
  if (doc.errors.length > 0) return undefined;
  const node = doc.getIn(path, true);
  if (value !== undefined && isScalar(node) && node.range) {
    return `${text.slice(0, node.range[0])}${stringify(value).trimEnd()}${text.slice(node.range[1])}`;
  }
  if (value === undefined) doc.deleteIn(path);
  else doc.setIn(path, value);
  return doc.toString();
}
