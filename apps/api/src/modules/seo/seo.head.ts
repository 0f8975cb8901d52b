import { SHOP_NAME } from '@electro/shared';

/**
 * What the server writes into a storefront page's <head> (decision 102): its title and
 * description, its one canonical address, the Open Graph and Twitter card a shared link shows,
 * and its structured data (JSON-LD) for search results.
 */
export type PageHead = {
  /** The page's own title, without the shop's name ("Phone X"); the home page has none. */
  title?: string;
  description: string;
  /** Absolute. */
  canonical: string;
  /** Absolute: what a shared link shows. */
  image?: string;
  type: 'website' | 'product';
  jsonLd: ReadonlyArray<Record<string, unknown>>;
};

/** The <title> the app's usePageTitle writes too ("Phone X | Electro"), so it never flickers. */
export const fullTitle = (title: string | undefined) =>
  title ? `${title} | ${SHOP_NAME}` : SHOP_NAME;

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Text for an HTML element or a quoted attribute. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char] ?? char);
}

/**
 * JSON for a <script type="application/ld+json">: nothing in it can close the element or open a
 * comment (`<` is written \u003c, as are `>` and `&`), and the two line separators JavaScript
 * once refused in strings are escaped too. JSON.parse reads it back unchanged.
 */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** A description for a meta tag: one line, at most `max` characters, cut at a word. */
export function summary(text: string, max = 160): string {
  const line = text.replace(/\s+/g, ' ').trim();
  if (line.length <= max) return line;
  const cut = line.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).replace(/[\s,.;:]+$/, '')}…`;
}

/** The tags, one a line, in the order search engines and link previews read them. */
export function headTags(head: PageHead): string {
  const title = fullTitle(head.title);
  const meta = (key: 'name' | 'property', name: string, content: string) =>
    `<meta ${key}="${name}" content="${escapeHtml(content)}" />`;
  const tags = [
    `<title>${escapeHtml(title)}</title>`,
    meta('name', 'description', head.description),
    `<link rel="canonical" href="${escapeHtml(head.canonical)}" />`,
    meta('property', 'og:site_name', SHOP_NAME),
    meta('property', 'og:type', head.type),
    meta('property', 'og:title', head.title ?? SHOP_NAME),
    meta('property', 'og:description', head.description),
    meta('property', 'og:url', head.canonical),
    ...(head.image ? [meta('property', 'og:image', head.image)] : []),
    meta('name', 'twitter:card', head.image ? 'summary_large_image' : 'summary'),
    meta('name', 'twitter:title', head.title ?? SHOP_NAME),
    meta('name', 'twitter:description', head.description),
    ...(head.image ? [meta('name', 'twitter:image', head.image)] : []),
    ...head.jsonLd.map(
      (data) => `<script type="application/ld+json">${jsonForScript(data)}</script>`,
    ),
  ];
  return tags.join('\n    ');
}

const SHELL_TITLE = /<title>[^<]*<\/title>\s*/i;
const SHELL_DESCRIPTION = /<meta\s+name="description"[^>]*>\s*/i;

/**
 * The shell (the build's index.html) split where a page's head goes: its own title and
 * description taken out, the rest kept around the place they held. Done once per shell.
 */
export function splitShell(shell: string): { before: string; after: string } {
  const withoutDescription = shell.replace(SHELL_DESCRIPTION, '');
  const title = SHELL_TITLE.exec(withoutDescription);
  if (title) {
    return {
      before: withoutDescription.slice(0, title.index),
      after: withoutDescription.slice(title.index + title[0].length),
    };
  }
  const end = withoutDescription.search(/<\/head>/i);
  const at = end === -1 ? 0 : end;
  return { before: withoutDescription.slice(0, at), after: withoutDescription.slice(at) };
}

/** The page: the shell with the page's head where the shell's title was. */
export function pageHtml(shell: { before: string; after: string }, head: PageHead): string {
  return `${shell.before}${headTags(head)}\n    ${shell.after}`;
}
