/**
 * Escapes `&`, `<` and `>`: text for HTML element content, and Markdown made safe to render, so that text from a
 * scenario (a title, a label) shows as written and never as raw HTML in a Markdown viewer. gruntlab's own Markdown
 * uses none of them; quotes stay as written.
 *
 * @example escapeHtmlText('# <script>x</script>') // '# &lt;script&gt;x&lt;/script&gt;'
 */
export function escapeHtmlText(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/**
 * Escapes text for HTML element content and double-quoted attribute values.
 *
 * @example
 * escapeHtml('<b> & "c"'); // '&lt;b&gt; &amp; &quot;c&quot;'
 */
export function escapeHtml(text: string): string {
  return escapeHtmlText(text).replace(/"/g, '&quot;');
}
