import ChevronLeft from 'lucide-react/icons/chevron-left';
import ChevronRight from 'lucide-react/icons/chevron-right';
import Pause from 'lucide-react/icons/pause';
import Play from 'lucide-react/icons/play';
import { useEffect, useId, useRef, useState } from 'react';
import type { PointerEvent, ReactNode, RefObject } from 'react';
import { cn } from '@/lib/cn';
import { useBreakpointValue, useMediaQuery } from '@/hooks/use-media-query';
import { useInViewport } from '@/hooks/use-near-viewport';

export type CarouselProps = {
  /** Accessible name of the carousel region. */
  label: string;
  slides: ReactNode[];
  /** Slides visible from each `min-width` (px) up, e.g. { 0: 2, 992: 4 }. */
  perView?: Readonly<Record<number, number>>;
  /** Space between slides in px. */
  gap?: number;
  speedMs?: number;
  /** Moves on by one every `autoplayMs`; none when left out. */
  autoplayMs?: number;
  dots?: boolean;
  arrows?: boolean;
  /** A pause/play button (WCAG 2.2.2) when the carousel moves by itself. */
  pauseButton?: boolean;
  className?: string;
  /** Class of each slide's wrapper. */
  slideClassName?: string;
};

const SWIPE_THRESHOLD_PX = 40;

/**
 * A small carousel without a library: a flex track moved with a CSS transform (no layout
 * shift, composited), responsive slides per view, autoplay that pauses on hover, on focus,
 * off screen, in a background tab and for prefers-reduced-motion, dots, arrows and swipe.
 * Slides out of view are inert, so keyboard and screen-reader users only meet what is shown.
 */
export function Carousel({
  label,
  slides,
  perView = { 0: 1 },
  gap = 0,
  speedMs = 500,
  autoplayMs,
  dots = false,
  arrows = false,
  pauseButton = false,
  className,
  slideClassName,
}: CarouselProps) {
  const count = slides.length;
  const visible = Math.max(1, Math.min(useBreakpointValue(perView), count || 1));
  const lastIndex = Math.max(0, count - visible);
  const [rawIndex, setIndex] = useState(0);
  const index = Math.min(rawIndex, lastIndex);
  // Slides render once they are shown or next in line: images of far slides are not fetched
  // at load (lazy loading ignores the track's clipping), and the first render stays small.
  const [renderedEnd, setRenderedEnd] = useState(0);
  const wantedEnd = index + visible + 1;
  useEffect(() => setRenderedEnd((end) => Math.max(end, wantedEnd)), [wantedEnd]);

  const reducedMotion = useMediaQuery('(prefers-reduced-motion: reduce)');
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [stopped, setStopped] = useState(false);
  const { ref: regionRef, visible: onScreen } = useInViewport<HTMLElement>();
  useHoverAndFocus(regionRef, { onHover: setHovered, onFocus: setFocused });
  const pageVisible = usePageVisible();
  const autoplaying =
    autoplayMs !== undefined &&
    lastIndex > 0 &&
    !reducedMotion &&
    !stopped &&
    !hovered &&
    !focused &&
    onScreen &&
    pageVisible;

  useEffect(() => {
    if (!autoplaying) return;
    const timer = setInterval(
      () => setIndex((current) => (Math.min(current, lastIndex) >= lastIndex ? 0 : current + 1)),
      autoplayMs,
    );
    return () => clearInterval(timer);
  }, [autoplaying, autoplayMs, lastIndex]);

  const goTo = (next: number) =>
    setIndex(((next % (lastIndex + 1)) + lastIndex + 1) % (lastIndex + 1));

  const swipe = useRef<{ x: number; moved: boolean } | null>(null);
  const onPointerDown = (event: PointerEvent) => {
    swipe.current = { x: event.clientX, moved: false };
  };
  const onPointerUp = (event: PointerEvent) => {
    const start = swipe.current;
    if (!start) return;
    const dx = event.clientX - start.x;
    if (Math.abs(dx) > SWIPE_THRESHOLD_PX) {
      start.moved = true;
      goTo(dx < 0 ? index + 1 : index - 1);
    }
  };

  const trackId = useId();
  const transition = reducedMotion ? 'none' : `transform ${speedMs}ms ease`;

  return (
    <section
      ref={regionRef}
      aria-roledescription="carousel"
      aria-label={label}
      className={cn('relative', className)}
    >
      {/* The arrows (40 px) sit in a gutter of their own, never over the slides. */}
      <div className={cn('relative', arrows && lastIndex > 0 && 'px-12')}>
        <div className="overflow-hidden">
          <div
            id={trackId}
            aria-live={autoplaying ? 'off' : 'polite'}
            className="flex touch-pan-y"
            style={{
              gap,
              transform: `translateX(calc(${-index} * (100% + ${gap}px) / ${visible}))`,
              transition,
            }}
            onPointerDown={onPointerDown}
            onPointerUp={onPointerUp}
            onPointerCancel={() => (swipe.current = null)}
            onClickCapture={(event) => {
              // A swipe that ends on a link is not a click on it.
              if (swipe.current?.moved) event.preventDefault();
              swipe.current = null;
            }}
            onDragStart={(event) => event.preventDefault()}
          >
            {slides.map((slide, slideIndex) => {
              const shown = slideIndex >= index && slideIndex < index + visible;
              return (
                <div
                  key={slideIndex}
                  role="group"
                  aria-roledescription="slide"
                  aria-label={`${slideIndex + 1} of ${count}`}
                  aria-hidden={shown ? undefined : true}
                  inert={!shown}
                  className={cn('min-w-0 shrink-0 grow-0', slideClassName)}
                  style={{ flexBasis: `calc((100% - ${(visible - 1) * gap}px) / ${visible})` }}
                >
                  {slideIndex < Math.max(renderedEnd, wantedEnd) ? slide : null}
                </div>
              );
            })}
          </div>
        </div>
        {arrows && lastIndex > 0 ? (
          <>
            <ArrowButton direction="previous" controls={trackId} onClick={() => goTo(index - 1)} />
            <ArrowButton direction="next" controls={trackId} onClick={() => goTo(index + 1)} />
          </>
        ) : null}
      </div>

      {(dots || pauseButton) && lastIndex > 0 ? (
        <div className="mt-3 flex flex-wrap items-center justify-center">
          {pauseButton && autoplayMs !== undefined && !reducedMotion ? (
            <button
              type="button"
              onClick={() => setStopped((value) => !value)}
              aria-label={stopped ? 'Start automatic slide show' : 'Stop automatic slide show'}
              className="grid h-8 w-8 place-items-center rounded-full text-muted hover:text-fg"
            >
              {stopped ? (
                <Play aria-hidden="true" size={14} />
              ) : (
                <Pause aria-hidden="true" size={14} />
              )}
            </button>
          ) : null}
          {dots
            ? Array.from({ length: lastIndex + 1 }, (_, dot) => (
                <button
                  key={dot}
                  type="button"
                  aria-controls={trackId}
                  aria-label={`Go to slide ${dot + 1}`}
                  aria-current={dot === index ? 'true' : undefined}
                  onClick={() => goTo(dot)}
                  className="group grid h-6 w-6 place-items-center rounded-full"
                >
                  <span
                    aria-hidden="true"
                    className={cn(
                      'block h-2 rounded-full transition-all',
                      dot === index ? 'w-4 bg-primary' : 'w-2 bg-muted group-hover:bg-fg',
                    )}
                  />
                </button>
              ))
            : null}
        </div>
      ) : null}
    </section>
  );
}

function ArrowButton(props: {
  direction: 'previous' | 'next';
  controls: string;
  onClick: () => void;
}) {
  const Icon = props.direction === 'previous' ? ChevronLeft : ChevronRight;
  return (
    <button
      type="button"
      aria-controls={props.controls}
      aria-label={props.direction === 'previous' ? 'Previous slide' : 'Next slide'}
      onClick={props.onClick}
      className={cn(
        'absolute top-1/2 z-10 grid h-10 w-10 -translate-y-1/2 place-items-center rounded-full border border-border bg-bg text-fg shadow-md hover:bg-surface',
        props.direction === 'previous' ? 'left-0' : 'right-0',
      )}
    >
      <Icon aria-hidden="true" size={20} />
    </button>
  );
}

/** Hover and focus anywhere in the carousel, from native listeners on its element. */
function useHoverAndFocus(
  ref: RefObject<HTMLElement | null>,
  handlers: { onHover: (value: boolean) => void; onFocus: (value: boolean) => void },
) {
  const { onHover, onFocus } = handlers;
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const enter = () => onHover(true);
    const leave = () => onHover(false);
    const focusIn = () => onFocus(true);
    const focusOut = (event: FocusEvent) => {
      if (!element.contains(event.relatedTarget as Node | null)) onFocus(false);
    };
    element.addEventListener('mouseenter', enter);
    element.addEventListener('mouseleave', leave);
    element.addEventListener('focusin', focusIn);
    element.addEventListener('focusout', focusOut);
    return () => {
      element.removeEventListener('mouseenter', enter);
      element.removeEventListener('mouseleave', leave);
      element.removeEventListener('focusin', focusIn);
      element.removeEventListener('focusout', focusOut);
    };
  }, [ref, onHover, onFocus]);
}

/** False while the tab is in the background: nothing to animate for nobody. */
function usePageVisible(): boolean {
  const [visible, setVisible] = useState(
    () => typeof document === 'undefined' || document.visibilityState !== 'hidden',
  );
  useEffect(() => {
    const update = () => setVisible(document.visibilityState !== 'hidden');
    document.addEventListener('visibilitychange', update);
    return () => document.removeEventListener('visibilitychange', update);
  }, []);
  return visible;
}
