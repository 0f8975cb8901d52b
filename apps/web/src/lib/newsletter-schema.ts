// Its own module so that the newsletter box can import it lazily (zod stays out of the first download).
export { newsletterSchema } from '@electro/shared';
