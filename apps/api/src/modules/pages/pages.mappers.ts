import type { AdminContentPage, ContentPage, ContentPageLink } from '@electro/shared';
import { iso } from '../../lib/http';
import type { ContentPageRow } from './pages.repository';
import { renderMarkdown } from './pages.markdown';

export function toPageLink(row: ContentPageRow): ContentPageLink {
  return { slug: row.slug, title: row.title };
}

/** What the storefront shows: the body as HTML, rendered safely (pages.markdown.ts). */
export function toPublicPage(row: ContentPageRow): ContentPage {
  return {
    slug: row.slug,
    title: row.title,
    html: renderMarkdown(row.body),
    updatedAt: iso(row.updatedAt),
  };
}

export function toAdminPage(row: ContentPageRow): AdminContentPage {
  return {
    _id: row.id,
    id: row.id,
    slug: row.slug,
    title: row.title,
    body: row.body,
    published: row.published,
    createdAt: iso(row.createdAt),
    updatedAt: iso(row.updatedAt),
  };
}
