import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { Img } from '@/components/ui/img';
import { paths } from '@/config/paths';
import { productsParamsToSearchParams } from '@/api/products';
import { dealRemainingMs, splitDuration } from '../lib/countdown';
import { useInViewport } from '@/hooks/use-near-viewport';
import type { CountdownParts } from '../lib/countdown';

const UNITS: Array<{ key: keyof CountdownParts; label: string }> = [
  { key: 'days', label: 'Days' },
  { key: 'hours', label: 'Hours' },
  { key: 'minutes', label: 'Minutes' },
  { key: 'seconds', label: 'Seconds' },
];

/**
 * Date.now(), refreshed every `intervalMs` (docs/PRODUCT.md §4: the countdown ticks every second)
 * while `running`; off screen nobody sees the seconds, so the page does no work for them.
 */
function useNow(intervalMs: number, running: boolean): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!running) return;
    setNow(Date.now());
    const timer = setInterval(() => setNow(Date.now()), intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs, running]);
  return now;
}

/**
 * The deal is the new collection: the shop with the newest products first (decision 080). No
 * product is named by it, and discounts are on every product's card.
 */
const DEAL_HREF = `${paths.shop.getHref()}?${productsParamsToSearchParams({ sort: '-createdAt' })}`;

const plural = (value: number, unit: string) => `${value} ${unit}${value === 1 ? '' : 's'}`;

export function DealOfTheDay() {
  const { ref, visible } = useInViewport<HTMLElement>();
  const parts = splitDuration(dealRemainingMs(useNow(1000, visible)));
  // Screen readers hear the time left when it changes by the hour, not every second.
  const announcement = `Deal ends in ${plural(parts.days, 'day')} and ${plural(parts.hours, 'hour')}.`;

  return (
    <section ref={ref} aria-labelledby="deal-title" className="container-page py-10">
      <div className="relative isolate overflow-hidden rounded-3xl border border-border">
        {/* Theme-aware background: a lazy image hidden with display:none is never fetched. */}
        <Img
          src="/images/deal-light.webp"
          alt=""
          width={1200}
          height={400}
          className="absolute inset-0 -z-10 h-full w-full object-cover object-left md:object-right dark:hidden"
        />
        <Img
          src="/images/deal-dark.webp"
          alt=""
          width={1200}
          height={400}
          className="absolute inset-0 -z-10 hidden h-full w-full object-cover object-left md:object-right dark:block"
        />
        <div className="flex flex-col gap-4 p-6 sm:p-10 md:max-w-[60%] lg:p-14">
          <p className="text-sm font-bold tracking-widest text-sale uppercase">DEAL OF THE DAY</p>
          <p className="text-lg font-medium text-muted">hot deal this week</p>
          <h2 id="deal-title" className="text-3xl leading-tight font-extrabold sm:text-4xl">
            New Collection Up to 50% OFF
          </h2>
          <div
            role="timer"
            aria-label="Time left in this deal"
            className="grid max-w-sm grid-cols-4 gap-2 sm:flex sm:max-w-none sm:gap-3"
          >
            {UNITS.map(({ key, label }) => (
              <div
                key={key}
                data-unit={key}
                className="flex flex-col items-center rounded-xl border border-border bg-bg/90 px-1 py-3 shadow-sm sm:w-20 sm:px-2"
              >
                <span className="text-2xl font-bold tabular-nums sm:text-3xl">
                  {String(parts[key]).padStart(2, '0')}
                </span>
                <span className="text-xs text-muted uppercase">{label}</span>
              </div>
            ))}
          </div>
          <p aria-live="polite" className="sr-only">
            {announcement}
          </p>
          <Link to={DEAL_HREF} className={buttonClasses({ className: 'self-start' })}>
            Shop the deal
          </Link>
        </div>
      </div>
    </section>
  );
}
