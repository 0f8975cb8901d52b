import { THUMBNAIL_SIZE } from '@electro/shared';
import { Img } from '@/components/ui/img';
import { cn } from '@/lib/cn';

/** A 50x50 image (docs/PRODUCT.md §9) that keeps its aspect ratio inside the square. */
export function Thumbnail(props: { src: string | undefined; alt: string; className?: string }) {
  if (!props.src) {
    return (
      <span
        className={cn('inline-block rounded-md border border-border bg-surface', props.className)}
        style={{ width: THUMBNAIL_SIZE, height: THUMBNAIL_SIZE }}
        aria-hidden="true"
      />
    );
  }
  return (
    <Img
      src={props.src}
      alt={props.alt}
      width={THUMBNAIL_SIZE}
      height={THUMBNAIL_SIZE}
      className={cn(
        'inline-block shrink-0 rounded-md border border-border bg-white object-contain',
        props.className,
      )}
      style={{ width: THUMBNAIL_SIZE, height: THUMBNAIL_SIZE }}
    />
  );
}
