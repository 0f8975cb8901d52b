import { RATING_MAX } from '@electro/shared';
import Star from 'lucide-react/icons/star';
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

/** Read-only stars (SPEC.md: maximum 5) with one accessible label. */
export function Rating({ value, max = RATING_MAX, size = 16, className, label }: RatingProps) {
  const clamped = Math.min(Math.max(Number.isFinite(value) ? value : 0, 0), max);
  const rounded = Math.round(clamped * 2) / 2;
  return (
    <span
      role="img"
      aria-label={label ?? `Rated ${rounded} out of ${max}`}
      className={cn('inline-flex items-center gap-0.5', className)}
    >
      {Array.from({ length: max }, (_, index) => {
        const fill = Math.min(Math.max(rounded - index, 0), 1);
        return (
          <span key={index} className="relative inline-block" style={{ width: size, height: size }}>
            <Star
              aria-hidden="true"
              size={size}
              className="absolute inset-0 text-border"
              fill="currentColor"
              strokeWidth={0}
            />
            {fill > 0 ? (
              <span
                className="absolute inset-0 overflow-hidden"
                style={{ width: `${fill * 100}%` }}
              >
                <Star
                  aria-hidden="true"
                  size={size}
                  className="text-star"
                  fill="currentColor"
                  strokeWidth={0}
                />
              </span>
            ) : null}
          </span>
        );
      })}
    </span>
  );
}
