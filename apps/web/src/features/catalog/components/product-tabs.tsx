import { useId, useRef, useState } from 'react';
import type { KeyboardEvent, ReactNode } from 'react';
import { useMediaQuery } from '@/hooks/use-media-query';
import { cn } from '@/lib/cn';

export type ProductTab = {
  id: string;
  label: ReactNode;
  content: ReactNode;
  /** Left out below the md breakpoint (docs/PRODUCT.md §2: Shipping & Returns). */
  hideOnSmall?: boolean;
};

const SMALL_QUERY = '(max-width: 767px)';

export type ProductTabsProps = {
  tabs: ProductTab[];
  selected: string;
  onSelect: (id: string) => void;
  label: string;
  className?: string;
};

/**
 * WAI-ARIA tabs with automatic activation: Left/Right (wrapping), Home and End move and select;
 * only the selected tab is in the Tab order. A panel's content is rendered when its tab is first
 * opened (the first screen of a product does not pay for reviews and FAQ nobody opened), and
 * then stays mounted (hidden), so a half-written review survives a look at another tab.
 */
export function ProductTabs({ tabs, selected, onSelect, label, className }: ProductTabsProps) {
  const isSmall = useMediaQuery(SMALL_QUERY);
  const visible = tabs.filter((tab) => !(isSmall && tab.hideOnSmall));
  const active = visible.find((tab) => tab.id === selected) ?? visible[0];
  const prefix = useId();
  const tabRefs = useRef(new Map<string, HTMLButtonElement>());
  const [opened, setOpened] = useState<ReadonlySet<string>>(() => new Set());
  // Adjusting state while rendering (React's pattern for state derived from a prop): the
  // selected panel joins the opened ones before it paints.
  if (active && !opened.has(active.id)) setOpened(new Set(opened).add(active.id));

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (!active) return;
    const index = visible.indexOf(active);
    let next: number;
    switch (event.key) {
      case 'ArrowRight':
        next = (index + 1) % visible.length;
        break;
      case 'ArrowLeft':
        next = (index - 1 + visible.length) % visible.length;
        break;
      case 'Home':
        next = 0;
        break;
      case 'End':
        next = visible.length - 1;
        break;
      default:
        return;
    }
    event.preventDefault();
    const target = visible[next];
    if (!target) return;
    onSelect(target.id);
    tabRefs.current.get(target.id)?.focus();
  };

  return (
    <div className={className}>
      <div
        role="tablist"
        aria-label={label}
        onKeyDown={onKeyDown}
        className="flex gap-1 overflow-x-auto border-b border-border"
      >
        {visible.map((tab) => {
          const isActive = tab.id === active?.id;
          return (
            <button
              key={tab.id}
              ref={(node) => {
                if (node) tabRefs.current.set(tab.id, node);
                else tabRefs.current.delete(tab.id);
              }}
              type="button"
              role="tab"
              id={`${prefix}-tab-${tab.id}`}
              aria-selected={isActive}
              aria-controls={`${prefix}-panel-${tab.id}`}
              tabIndex={isActive ? 0 : -1}
              onClick={() => onSelect(tab.id)}
              className={cn(
                '-mb-px shrink-0 border-b-2 px-4 py-3 font-medium whitespace-nowrap transition-colors',
                isActive
                  ? 'border-primary text-primary'
                  : 'border-transparent text-muted hover:text-fg',
              )}
            >
              {tab.label}
            </button>
          );
        })}
      </div>
      {visible.map((tab) => (
        <div
          key={tab.id}
          role="tabpanel"
          id={`${prefix}-panel-${tab.id}`}
          aria-labelledby={`${prefix}-tab-${tab.id}`}
          hidden={tab.id !== active?.id}
          tabIndex={0}
          className="py-6"
        >
          {tab.id === active?.id || opened.has(tab.id) ? tab.content : null}
        </div>
      ))}
    </div>
  );
}
