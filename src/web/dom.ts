/**
 * A DOM element with attributes and children; text is always set as text (never parsed as HTML), so nothing a
 * scenario says can become markup or script on the page.
 */
export function el<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  attributes: Record<string, string> = {},
  ...children: Array<Node | string>
): HTMLElementTagNameMap[K] {
  const element = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
  for (const child of children) element.append(child);
  return element;
}

/**
 * A line of the summary's Markdown as nodes: `**bold**` becomes <strong>, everything else stays text.
 * @example inlineMarkdown('**Answer:** 42').length // 2
 */
export function inlineMarkdown(line: string): Node[] {
  return line
    .split(/\*\*/)
    .map((part, i) =>
      i % 2 === 1 ? el('strong', {}, part) : document.createTextNode(part.replace(/\\([\\`*_[\]|])/g, '$1')),
    );
}

/** Offers `content` as a file download named `name`. */
export function download(name: string, content: Blob): void {
  const url = URL.createObjectURL(content);
  const link = el('a', { href: url, download: name });
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
