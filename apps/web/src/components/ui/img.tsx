import type { ImgHTMLAttributes } from 'react';

export type ImgProps = Omit<ImgHTMLAttributes<HTMLImageElement>, 'width' | 'height' | 'alt'> & {
  src: string;
  /** Required: '' for a decorative image. */
  alt: string;
  /** Intrinsic size, so the browser reserves the space (no layout shift). */
  width: number;
  height: number;
  /** Above the fold (hero, product cover): eager, high fetch priority. */
  priority?: boolean;
};

/** An <img> that never shifts the layout and loads lazily unless it is a priority image. */
export function Img({ priority = false, loading, decoding, ...rest }: ImgProps) {
  return (
    <img
      loading={loading ?? (priority ? 'eager' : 'lazy')}
      decoding={decoding ?? 'async'}
      fetchPriority={priority ? 'high' : undefined}
      {...rest}
    />
  );
}
