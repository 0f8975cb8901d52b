import { useState } from 'react';
import { Img } from '@/components/ui/img';
import { cn } from '@/lib/cn';

export type ProductGalleryProps = {
  title: string;
  /** Cover first, then the gallery. */
  images: string[];
};

/**
 * The main picture (the page's LCP element: loaded eagerly with high priority) and a row of
 * thumbnails that switch it. Thumbnails are buttons, so Tab and Enter/Space work.
 */
export function ProductGallery({ title, images }: ProductGalleryProps) {
  const [selected, setSelected] = useState(0);
  const current = images[selected] ?? images[0];
  const count = images.length;

  return (
    <div className="flex flex-col gap-3">
      <div className="aspect-square overflow-hidden rounded-2xl border border-border bg-surface">
        {current ? (
          <Img
            src={current}
            alt={count > 1 ? `${title}, picture ${selected + 1} of ${count}` : title}
            width={800}
            height={800}
            priority
            className="h-full w-full object-contain p-6"
          />
        ) : null}
      </div>
      {count > 1 ? (
        <ul aria-label="Product pictures" className="grid grid-cols-5 gap-2">
          {images.map((src, index) => (
            <li key={`${src}-${index}`}>
              <button
                type="button"
                onClick={() => setSelected(index)}
                aria-pressed={index === selected}
                aria-label={`Show picture ${index + 1} of ${count}`}
                className={cn(
                  'block aspect-square w-full overflow-hidden rounded-lg border-2 bg-surface transition-colors',
                  index === selected ? 'border-primary' : 'border-border hover:border-muted',
                )}
              >
                <Img
                  src={src}
                  thumbnail={200}
                  sizes="96px"
                  alt=""
                  width={96}
                  height={96}
                  className="h-full w-full object-contain p-1"
                />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
