/**
 * Makes Markdown text safe to render: `&`, `<` and `>` become entities, so that text from a scenario (a title, a
 * label) shows as written and never as raw HTML in a Markdown viewer. gruntlab's own Markdown uses none of them.
 *
 * @example escapeMarkdownHtml('# <script>x</script>') // '# &lt;script&gt;x&lt;/script&gt;'
 */
export function escapeMarkdownHtml(markdown: string): string {
  return markdown.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}
