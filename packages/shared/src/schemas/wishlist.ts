import { z } from 'zod';
import { opaqueId } from './helpers';

export const wishlistAddSchema = z.object({ productId: opaqueId('Product id') });
