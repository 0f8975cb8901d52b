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

/** The shell cut where a page's head and content go (splitShell). */
export type ShellParts = {
  /** Up to where the shell's title was. */
  head: string;
  /** From there to the inside of #root. */
  body: string;
  /** The shell's own #root content: the header, footer and the page's fallback. */
  root: string;
  /** From the end of #root on. */
  tail: string;
};

const ROOT_OPEN = '<div id="root">';

/**
 * The shell (the build's index.html) cut once where a page's head goes (its own title and
 * description taken out) and around the content of #root, which a page rendered on the server
 * replaces. #root is the body's last element but for <noscript>: its content ends at the last
 * </div> before </body>.
 */
export function splitShell(shell: string): ShellParts {
  const html = shell.replace(SHELL_DESCRIPTION, '');
  const title = SHELL_TITLE.exec(html);
  const headEnd = html.search(/<\/head>/i);
  const at = title ? title.index : Math.max(headEnd, 0);
  const afterTitle = title ? at + title[0].length : at;
  const rootStart = html.indexOf(ROOT_OPEN, afterTitle);
  const bodyEnd = html.search(/<\/body>/i);
  const rootEnd =
    rootStart === -1 ? -1 : html.lastIndexOf('</div>', bodyEnd === -1 ? undefined : bodyEnd);
  if (rootStart === -1 || rootEnd < rootStart) {
    return { head: html.slice(0, at), body: html.slice(afterTitle), root: '', tail: '' };
  }
  const inside = rootStart + ROOT_OPEN.length;
  return {
    head: html.slice(0, at),
    body: html.slice(afterTitle, inside),
    root: html.slice(inside, rootEnd),
    tail: html.slice(rootEnd),
  };
}

/**
 * What the server rendered of a page (apps/web/src/app/entry-server.tsx), and the address it
 * rendered (path and query): main.tsx hydrates the markup only at that address, not after the
 * boot script has moved an old `/#/…` link (which the server saw as `/`) to another page.
 */
export type RenderedContent = { html: string; state: unknown; location?: string };

/** The id main.tsx reads the page's data from (apps/web/src/lib/hydration.ts). */
export const SERVER_STATE_ID = 'electro-state';

/**
 * The page: the shell with the page's head where the shell's title was and, when the server
 * rendered it, its content in #root and its data in <head>, before the boot script that looks
 * for it.
 */
export function pageHtml(shell: ShellParts, head: PageHead, content?: RenderedContent): string {
  const tags = headTags(head);
  if (!content) return `${shell.head}${tags}\n    ${shell.body}${shell.root}${shell.tail}`;
  const location =
    content.location === undefined ? '' : ` data-location="${escapeHtml(content.location)}"`;
  const state = `<script type="application/json" id="${SERVER_STATE_ID}"${location}>${jsonForScript(content.state)}</script>`;
  return `${shell.head}${tags}\n    ${state}\n    ${shell.body}${content.html}${shell.tail}`;
}
