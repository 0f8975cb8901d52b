import type { Category } from '@electro/shared';
import { imageOut, iso } from '../../lib/http';
import type { EntityRow } from './taxonomies.repository';

export function toEntity(row: EntityRow, origin: string, productCount?: number): Category {
  return {
    _id: row.id,
    id: row.id,
    name: row.name,
    slug: row.slug,
    image: imageOut(row.image, origin),
    ...(productCount === undefined ? {} : { productCount }),
    createdAt: iso(row.createdAt),
    updatedAt: iso(row.updatedAt),
  };
}
