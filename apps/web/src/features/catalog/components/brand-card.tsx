import type { Brand } from '@electro/shared';
import Pencil from 'lucide-react/icons/pencil';
import Trash2 from 'lucide-react/icons/trash-2';
import { Link } from 'react-router';
import { Img } from '@/components/ui/img';
import { paths } from '@/config/paths';

export type BrandCardProps = {
  brand: Brand;
  /** Admins get edit and delete buttons; everyone else gets none. */
  isAdmin: boolean;
  onDelete: (brand: Brand) => void;
  isDeleting?: boolean;
};

const iconButton =
  'grid h-10 w-10 place-items-center rounded-full border border-border bg-bg text-fg shadow-sm';

export function BrandCard({ brand, isAdmin, onDelete, isDeleting = false }: BrandCardProps) {
  return (
    <article className="group relative flex w-full flex-col overflow-hidden rounded-xl border border-border bg-bg transition-shadow hover:shadow-lg">
      <Link to={paths.brand.getHref(brand.slug)} className="flex flex-1 flex-col">
        <span className="block aspect-square overflow-hidden bg-white">
          <Img
            src={brand.image.secure_url}
            thumbnail={400}
            sizes="(min-width: 1024px) 300px, 50vw"
            alt=""
            width={400}
            height={400}
            className="h-full w-full object-cover transition-transform duration-300 group-hover:scale-105"
          />
        </span>
        <h2 className="border-t border-border p-4 text-center text-lg font-semibold group-hover:text-primary">
          {brand.name}
        </h2>
      </Link>
      {isAdmin ? (
        <div className="absolute top-2 right-2 flex gap-2">
          <Link
            to={paths.adminBrand.getHref(brand._id)}
            aria-label={`Edit ${brand.name}`}
            title="Edit"
            className={`${iconButton} hover:text-primary`}
          >
            <Pencil aria-hidden="true" size={18} />
          </Link>
          <button
            type="button"
            aria-label={`Delete ${brand.name}`}
            title="Delete"
            onClick={() => onDelete(brand)}
            disabled={isDeleting}
            className={`${iconButton} hover:text-danger disabled:opacity-60`}
          >
            <Trash2 aria-hidden="true" size={18} />
          </button>
        </div>
      ) : null}
    </article>
  );
}
