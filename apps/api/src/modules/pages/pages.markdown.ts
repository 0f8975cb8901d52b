import MarkdownIt from 'markdown-it';

/**
 * The one Markdown renderer of the shop's pages (decision 079). `html: false` writes any raw
 * HTML in the body out as text (`<script>` shows as those characters and never runs), and
 * markdown-it's link check drops `javascript:`, `vbscript:`, `file:` and `data:` addresses
 * (but pictures' `data:image/…`) from links and images. Nothing else is turned on: no
 * typographer, no bare-address links.
 */
const markdown = new MarkdownIt({ html: false, linkify: false, typographer: false });

export function renderMarkdown(body: string): string {
  return markdown.render(body);
}
