import { PRICE_SLIDER_MAX, PRICE_SLIDER_MIN } from '@electro/shared';
import { useId } from 'react';
import { useFormatPrice } from '@/components/ui/price';
import { hasMaxBound } from './shop-params';

const PRICE_STEP = 10;

type PriceRangeProps = {
  minPrice: number;
  maxPrice: number;
  onChange: (range: { minPrice: number; maxPrice: number }) => void;
};

/** The draft's price bounds as two sliders, each saying its price as it moves. */
export function PriceRange({ minPrice, maxPrice, onChange }: PriceRangeProps) {
  const formatPrice = useFormatPrice();
  const idPrefix = useId();
  const minLabel = formatPrice(minPrice);
  const maxLabel = hasMaxBound(maxPrice) ? formatPrice(maxPrice) : `${formatPrice(maxPrice)}+`;
  // The minimum slider's first stop stands for "no minimum" (shop-params.ts).
  const minSlider = Math.min(Math.max(minPrice, PRICE_SLIDER_MIN), PRICE_SLIDER_MAX);
  const maxSlider = Math.min(Math.max(maxPrice, PRICE_SLIDER_MIN), PRICE_SLIDER_MAX);

  const setMin = (raw: number) => {
    const next = raw <= PRICE_SLIDER_MIN ? 0 : raw;
    onChange({ minPrice: next, maxPrice: Math.max(maxPrice, next) });
  };
  const setMax = (raw: number) => {
    onChange({ minPrice: Math.min(minPrice, raw), maxPrice: raw });
  };

  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="mb-2 text-lg font-semibold">Price</legend>
      <div className="flex flex-col gap-1">
        <label htmlFor={`${idPrefix}-min`} className="text-sm text-muted">
          Minimum price
          <span aria-hidden="true">
            : <span className="font-medium text-fg">{minLabel}</span>
          </span>
        </label>
        <input
          id={`${idPrefix}-min`}
          type="range"
          min={PRICE_SLIDER_MIN}
          max={PRICE_SLIDER_MAX}
          step={PRICE_STEP}
          value={minSlider}
          aria-valuetext={minLabel}
          onChange={(event) => setMin(Number(event.target.value))}
          className="w-full accent-primary"
        />
      </div>
      <div className="flex flex-col gap-1">
        <label htmlFor={`${idPrefix}-max`} className="text-sm text-muted">
          Maximum price
          <span aria-hidden="true">
            : <span className="font-medium text-fg">{maxLabel}</span>
          </span>
        </label>
        <input
          id={`${idPrefix}-max`}
          type="range"
          min={PRICE_SLIDER_MIN}
          max={PRICE_SLIDER_MAX}
          step={PRICE_STEP}
          value={maxSlider}
          aria-valuetext={maxLabel}
          onChange={(event) => setMax(Number(event.target.value))}
          className="w-full accent-primary"
        />
      </div>
    </fieldset>
  );
}
