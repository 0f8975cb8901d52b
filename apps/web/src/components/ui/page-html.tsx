import { cn } from '@/lib/cn';

/*
 * Typography for a content page's body: the HTML has no classes of its own, so its elements
 * are styled from here, in both themes (colours are the theme's tokens).
 */
const PROSE = cn(
  'max-w-prose leading-relaxed break-words',
  '[&_h1]:mt-8 [&_h1]:mb-3 [&_h1]:text-2xl [&_h1]:font-bold',
  '[&_h2]:mt-8 [&_h2]:mb-3 [&_h2]:text-xl [&_h2]:font-semibold',
  '[&_h3]:mt-6 [&_h3]:mb-2 [&_h3]:text-lg [&_h3]:font-semibold',
  '[&_p]:my-3 [&_ul]:my-3 [&_ul]:list-disc [&_ul]:pl-6 [&_ol]:my-3 [&_ol]:list-decimal [&_ol]:pl-6',
  '[&_li]:my-1 [&_a]:text-primary [&_a]:underline [&_a]:underline-offset-2',
  '[&_blockquote]:border-l-4 [&_blockquote]:border-border [&_blockquote]:pl-4 [&_blockquote]:text-muted',
  '[&_code]:rounded [&_code]:bg-surface-2 [&_code]:px-1 [&_pre]:overflow-x-auto [&_pre]:rounded-lg [&_pre]:bg-surface-2 [&_pre]:p-3',
  '[&_hr]:my-6 [&_hr]:border-border [&_img]:h-auto [&_img]:max-w-full',
  '[&_table]:my-4 [&_table]:block [&_table]:overflow-x-auto [&_td]:border [&_td]:border-border [&_td]:px-2 [&_th]:border [&_th]:border-border [&_th]:px-2',
  '[&>:first-child]:mt-0',
);

/**
 * A content page's body as the API rendered it (docs/API.md "Content pages"): raw HTML in the
 * owner's Markdown was escaped and script links dropped on the server (decision 079), so the
 * HTML is inserted as it is.
 */
export function PageHtml(props: { html: string; className?: string }) {
  return (
    <div className={cn(PROSE, props.className)} dangerouslySetInnerHTML={{ __html: props.html }} />
  );
}
