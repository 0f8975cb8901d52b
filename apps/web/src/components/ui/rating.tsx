import { RATING_MAX } from '@electro/shared';
import { cn } from '@/lib/cn';

export type RatingProps = {
  /** 0..max; fractions round to the nearest half star for display. */
  value: number;
  max?: number;
  size?: number;
  className?: string;
  /** Overrides the accessible label ('Rated 4.5 out of 5'). */
  label?: string;
};

// Lucide's star (ISC licence) in relative commands after its first point, drawn once per row
// instead of one icon component per star.
const STAR_START = [11.525, 2.295] as const;
const STAR_OUTLINE =
  'a.53.53 0 0 1 .95 0l2.31 4.679a2.123 2.123 0 0 0 1.595 1.16l5.166.756a.53.53 0 0 1 .294.904l-3.736 3.638a2.123 2.123 0 0 0-.611 1.878l.882 5.14a.53.53 0 0 1-.771.56l-4.618-2.428a2.122 2.122 0 0 0-1.973 0l-4.617 2.428a.53.53 0 0 1-.77-.56l.881-5.139a2.122 2.122 0 0 0-.611-1.879l-3.736-3.637a.53.53 0 0 1 .294-.906l5.165-.755a2.122 2.122 0 0 0 1.597-1.16z';
/** Space between stars, in the star's own 24-unit grid (2 px at 16 px). */
const GAP = 3;
const CELL = 24 + GAP;

const rows = new Map<number, string>();
/**
 * The row's stars as one path (one SVG element per row, not one per star: a page of cards drew
 * sixty path elements for its ratings, each styled and laid out on the first screen).
 */
function starRowPath(max: number): string {
  let path = rows.get(max);
  if (path === undefined) {
    path = Array.from(
      { length: max },
      (_, index) => `M${STAR_START[0] + index * CELL} ${STAR_START[1]}${STAR_OUTLINE}`,
    ).join('');
    rows.set(max, path);
  }
  return path;
}

function StarRow({ max, size, className }: { max: number; size: number; className: string }) {
  const width = max * CELL - GAP;
  return (
    <svg
      aria-hidden="true"
      width={(width * size) / 24}
      height={size}
      viewBox={`0 0 ${width} 24`}
      fill="currentColor"
      className={cn('block max-w-none', className)}
    >
      <path d={starRowPath(max)} />
    </svg>
  );
}

/**
 * Read-only stars (docs/PRODUCT.md: maximum 5) with one accessible label: a grey row, and over it
 * the same row in the star colour, cut at the rating (to the nearest half star). Two small SVGs,
 * because a page of product cards drew ten icon components per card.
 */
export function Rating({ value, max = RATING_MAX, size = 16, className, label }: RatingProps) {
  const clamped = Math.min(Math.max(Number.isFinite(value) ? value : 0, 0), max);
  const rounded = Math.round(clamped * 2) / 2;
  const whole = Math.floor(rounded);
  const filledUnits = Math.min(whole * CELL + (rounded - whole) * 24, max * CELL - GAP);
  return (
    <span
      role="img"
      aria-label={label ?? `Rated ${rounded} out of ${max}`}
      className={cn('relative inline-flex items-center', className)}
    >
      <StarRow max={max} size={size} className="text-border" />
      {rounded > 0 ? (
        <span
          className="absolute inset-y-0 left-0 overflow-hidden"
          style={{ width: (filledUnits * size) / 24 }}
        >
          <StarRow max={max} size={size} className="text-star" />
        </span>
      ) : null}
    </span>
  );
}
