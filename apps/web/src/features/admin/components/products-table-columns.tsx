import { DISCOUNT_BADGE_THRESHOLD } from '@electro/shared';
import type { Product } from '@electro/shared';
import { Price } from '@/components/ui/price';
import { Rating } from '@/components/ui/rating';
import { Badge } from './badge';
import type { AdminColumn } from './admin-table';
import { LOW_STOCK_MAX } from '../lib/low-stock';
import { Thumbnail } from './thumbnail';

const GALLERY_PREVIEW = 3;

function stockCell(product: Product, threshold: number) {
  if (product.stock === 0) return <Badge tone="danger">Out of stock</Badge>;
  if (product.stock <= threshold) return <Badge tone="warning">Low: {product.stock}</Badge>;
  return <span className="tabular-nums">{product.stock}</span>;
}

const columns: AdminColumn<Product>[] = [
  {
    id: 'title',
    header: 'Title',
    className: 'min-w-48',
    cell: (product) => (
      <div>
        <span className="line-clamp-2 font-medium">{product.title}</span>
        <span className="text-xs text-muted">
          {product.category.name} · {product.brand.name} · {product.stock} in stock
        </span>
      </div>
    ),
  },
  {
    id: 'stock',
    header: 'Stock',
    className: 'whitespace-nowrap',
    cell: (product) => stockCell(product, LOW_STOCK_MAX),
  },
  {
    id: 'price',
    header: 'Price',
    className: 'whitespace-nowrap',
    cell: (product) => (
      <Price
        value={product.priceAfterDiscount}
        oldValue={product.discount > DISCOUNT_BADGE_THRESHOLD ? product.price : undefined}
      />
    ),
  },
  {
    id: 'rating',
    header: 'Rating',
    className: 'whitespace-nowrap',
    cell: (product) => (
      <span className="inline-flex items-center gap-1">
        <Rating value={product.rateAvg} size={14} />
        <span className="text-xs text-muted">({product.rateNum})</span>
      </span>
    ),
  },
  {
    id: 'cover',
    header: 'Cover',
    cell: (product) => (
      <Thumbnail src={product.imageCover.secure_url} alt={`${product.title} cover`} />
    ),
  },
  {
    id: 'images',
    header: 'Images',
    cell: (product) =>
      product.images.length === 0 ? (
        <span className="text-muted">None</span>
      ) : (
        <span className="flex items-center gap-1">
          {product.images.slice(0, GALLERY_PREVIEW).map((image, index) => (
            <Thumbnail
              key={image.public_id}
              src={image.secure_url}
              alt={`${product.title} image ${index + 1}`}
            />
          ))}
          {product.images.length > GALLERY_PREVIEW ? (
            <span className="text-xs text-muted">+{product.images.length - GALLERY_PREVIEW}</span>
          ) : null}
        </span>
      ),
  },
];

/** The products table's columns, its stock badges by the owner's low-stock threshold. */
export const productColumns = (threshold: number): AdminColumn<Product>[] =>
  columns.map((column) =>
    column.id === 'stock'
      ? { ...column, cell: (product: Product) => stockCell(product, threshold) }
      : column,
  );
