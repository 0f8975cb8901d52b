import { z } from 'zod';
import { envelope } from '../api/responses';
import { boundedText, requiredString, withinLength } from './helpers';

/** The shop's own pages (About, Delivery, Returns, Terms…): docs/API.md "Content pages". */
export const CONTENT_PAGE_LIMITS = {
  slug: 60,
  titleMin: 2,
  title: 80,
  /** Characters of Markdown: the longest of the seeded pages is under 3,000. */
  body: 20_000,
} as const;

/** Lower-case words of letters and digits joined by single hyphens: `delivery`, `terms-of-sale`. */
export const CONTENT_PAGE_SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export const contentPageMessages = {
  slugRequired: 'Slug is required.',
  slugPattern:
    'Slug may contain only lower-case letters, digits and single hyphens between them (e.g. delivery-details).',
  slugMax: `Slug must not exceed ${CONTENT_PAGE_LIMITS.slug} characters.`,
  titleRequired: 'Title is required.',
  titleMin: `Title must be at least ${CONTENT_PAGE_LIMITS.titleMin} characters long.`,
  titleMax: `Title must not exceed ${CONTENT_PAGE_LIMITS.title} characters.`,
  bodyType: 'Body must be text.',
  bodyMax: `Body must not exceed ${CONTENT_PAGE_LIMITS.body.toLocaleString('en')} characters.`,
  publishedType: 'Published must be true or false.',
} as const;

export const contentPageSlugSchema = requiredString(contentPageMessages.slugRequired, {
  label: 'Slug',
  max: CONTENT_PAGE_LIMITS.slug,
  tooLong: contentPageMessages.slugMax,
}).regex(
  CONTENT_PAGE_SLUG_PATTERN,
  withinLength(CONTENT_PAGE_LIMITS.slug, contentPageMessages.slugPattern),
);

const titleSchema = requiredString(contentPageMessages.titleRequired, {
  label: 'Title',
  max: CONTENT_PAGE_LIMITS.title,
  tooLong: contentPageMessages.titleMax,
}).min(CONTENT_PAGE_LIMITS.titleMin, contentPageMessages.titleMin);

// Not trimmed: leading spaces are Markdown (an indented code block).
const bodySchema = boundedText(
  contentPageMessages.bodyType,
  { label: 'Body', max: CONTENT_PAGE_LIMITS.body, tooLong: contentPageMessages.bodyMax },
  { trim: false },
);

const publishedSchema = z.boolean({ error: contentPageMessages.publishedType });

export const contentPageCreateSchema = z.object({
  slug: contentPageSlugSchema,
  title: titleSchema,
  body: bodySchema.default(''),
  published: publishedSchema.default(false),
});
export type ContentPageCreateInput = z.input<typeof contentPageCreateSchema>;

/** Only the fields sent change. */
export const contentPageUpdateSchema = z.object({
  slug: contentPageSlugSchema.optional(),
  title: titleSchema.optional(),
  body: bodySchema.optional(),
  published: publishedSchema.optional(),
});
export type ContentPageUpdateInput = z.input<typeof contentPageUpdateSchema>;

export const contentPagePreviewSchema = z.object({ body: bodySchema });

/** A published page as the footer and the page list name it. */
export const contentPageLinkSchema = z.object({ slug: z.string(), title: z.string() });
export type ContentPageLink = z.infer<typeof contentPageLinkSchema>;

/** A page as the storefront shows it: `html` is the body rendered, raw HTML escaped. */
export const contentPageSchema = z.object({
  slug: z.string(),
  title: z.string(),
  html: z.string(),
  updatedAt: z.string(),
});
export type ContentPage = z.infer<typeof contentPageSchema>;

/** A page as the admin edits it: the Markdown source and whether the storefront shows it. */
export const adminContentPageSchema = z.object({
  _id: z.string(),
  id: z.string(),
  slug: z.string(),
  title: z.string(),
  body: z.string(),
  published: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type AdminContentPage = z.infer<typeof adminContentPageSchema>;

export const contentPagesResponseSchema = envelope({ pages: z.array(contentPageLinkSchema) });
export type ContentPagesResponse = z.infer<typeof contentPagesResponseSchema>;
export const contentPageResponseSchema = envelope({ page: contentPageSchema });
export type ContentPageResponse = z.infer<typeof contentPageResponseSchema>;
export const adminContentPagesResponseSchema = envelope({
  pages: z.array(adminContentPageSchema),
});
export type AdminContentPagesResponse = z.infer<typeof adminContentPagesResponseSchema>;
export const adminContentPageResponseSchema = envelope({ page: adminContentPageSchema });
export type AdminContentPageResponse = z.infer<typeof adminContentPageResponseSchema>;
export const contentPagePreviewResponseSchema = envelope({ html: z.string() });
export type ContentPagePreviewResponse = z.infer<typeof contentPagePreviewResponseSchema>;
