import type { Stats } from '@electro/shared';
import { useId } from 'react';
import { useFormatPrice } from '@/components/ui/price';

type Day = Stats['salesByDay'][number];

const WIDTH = 300;
const HEIGHT = 100;

const dayLabel = (date: string) =>
  new Date(`${date}T00:00:00Z`).toLocaleDateString('en-US', {
    month: 'short',
    day: 'numeric',
    timeZone: 'UTC',
  });

/**
 * Sales per day as an inline SVG bar chart: no chart library in the bundle. The SVG carries a
 * title and a summary for screen readers; the exact figures are in a table under it.
 */
export function SalesChart({ days }: { days: Day[] }) {
  const formatPrice = useFormatPrice();
  const titleId = useId();
  const descId = useId();
  const max = Math.max(0, ...days.map((day) => day.total));
  const total = days.reduce((sum, day) => sum + day.total, 0);
  const orders = days.reduce((sum, day) => sum + day.orders, 0);
  const best = days.reduce<Day | null>(
    (top, day) => (day.total > (top?.total ?? 0) ? day : top),
    null,
  );
  const slot = WIDTH / Math.max(days.length, 1);
  const barWidth = slot * 0.7;
  const first = days[0];
  const last = days[days.length - 1];
  const summary =
    orders === 0
      ? `No sales in the last ${days.length} days.`
      : `${formatPrice(Math.round(total * 100) / 100)} from ${orders} ${orders === 1 ? 'order' : 'orders'} in the last ${days.length} days` +
        (best ? `; best day ${dayLabel(best.date)} with ${formatPrice(best.total)}.` : '.');

  return (
    <figure className="flex flex-col gap-2">
      <div className="flex items-end gap-2">
        <div
          className="flex h-40 flex-col justify-between text-right text-xs text-muted tabular-nums"
          aria-hidden="true"
        >
          <span>{formatPrice(Math.ceil(max))}</span>
          <span>$0</span>
        </div>
        <svg
          viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
          preserveAspectRatio="none"
          role="img"
          aria-labelledby={titleId}
          aria-describedby={descId}
          className="h-40 min-w-0 flex-1"
        >
          <title id={titleId}>Sales per day, last {days.length} days</title>
          <desc id={descId}>{summary}</desc>
          {[0, 0.5, 1].map((fraction) => (
            <line
              key={fraction}
              x1={0}
              x2={WIDTH}
              y1={HEIGHT - fraction * HEIGHT}
              y2={HEIGHT - fraction * HEIGHT}
              className="stroke-border"
              strokeWidth={0.5}
              vectorEffect="non-scaling-stroke"
            />
          ))}
          {days.map((day, index) => {
            const height = max > 0 ? (day.total / max) * HEIGHT : 0;
            return (
              <rect
                key={day.date}
                x={index * slot + (slot - barWidth) / 2}
                y={HEIGHT - Math.max(height, 0.8)}
                width={barWidth}
                height={Math.max(height, 0.8)}
                rx={0.8}
                className={day.total > 0 ? 'fill-primary' : 'fill-border'}
              >
                <title>{`${dayLabel(day.date)}: ${formatPrice(day.total)} (${day.orders} ${day.orders === 1 ? 'order' : 'orders'})`}</title>
              </rect>
            );
          })}
        </svg>
      </div>
      {first && last ? (
        <div className="flex justify-between pl-12 text-xs text-muted" aria-hidden="true">
          <span>{dayLabel(first.date)}</span>
          <span>{dayLabel(last.date)}</span>
        </div>
      ) : null}
      <figcaption className="text-sm text-muted">{summary}</figcaption>
      <details className="text-sm">
        <summary className="cursor-pointer font-medium text-primary">Show daily figures</summary>
        <div className="mt-2 max-h-64 overflow-y-auto">
          <table className="w-full text-left">
            <caption className="sr-only">Sales per day</caption>
            <thead>
              <tr className="text-muted">
                <th scope="col" className="py-1 font-medium">
                  Day
                </th>
                <th scope="col" className="py-1 text-right font-medium">
                  Orders
                </th>
                <th scope="col" className="py-1 text-right font-medium">
                  Sales
                </th>
              </tr>
            </thead>
            <tbody>
              {days.map((day) => (
                <tr key={day.date} className="border-t border-border">
                  <th scope="row" className="py-1 font-normal">
                    {dayLabel(day.date)}
                  </th>
                  <td className="py-1 text-right tabular-nums">{day.orders}</td>
                  <td className="py-1 text-right tabular-nums">{formatPrice(day.total)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </figure>
  );
}
