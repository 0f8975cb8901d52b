import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Carousel } from './carousel';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const slides = ['One', 'Two', 'Three'].map((name) => (
  <a key={name} href={`#${name}`}>
    {name}
  </a>
));

const shownSlides = () =>
  screen
    .getAllByRole('group', { hidden: true })
    .filter((slide) => slide.getAttribute('aria-hidden') !== 'true')
    .map((slide) => slide.textContent);

describe('Carousel', () => {
  it('shows one slide and makes the others inert', () => {
    render(<Carousel label="Devices" slides={slides} dots />);
    expect(screen.getByRole('region', { name: 'Devices' })).toBeTruthy();
    expect(shownSlides()).toEqual(['One']);
    const hidden = screen.getAllByRole('group', { hidden: true })[1]!;
    expect(hidden.hasAttribute('inert')).toBe(true);
  });

  it('goes to a slide from its dot and marks the dot current', () => {
    render(<Carousel label="Devices" slides={slides} dots />);
    fireEvent.click(screen.getByRole('button', { name: 'Go to slide 3' }));
    expect(shownSlides()).toEqual(['Three']);
    expect(screen.getByRole('button', { name: 'Go to slide 3' }).getAttribute('aria-current')).toBe(
      'true',
    );
    expect(screen.getByRole('button', { name: 'Go to slide 1' }).getAttribute('aria-current')).toBe(
      null,
    );
  });

  it('wraps around with the arrows', () => {
    render(<Carousel label="Devices" slides={slides} arrows />);
    fireEvent.click(screen.getByRole('button', { name: 'Previous slide' }));
    expect(shownSlides()).toEqual(['Three']);
    fireEvent.click(screen.getByRole('button', { name: 'Next slide' }));
    expect(shownSlides()).toEqual(['One']);
  });

  it('autoplays, and pauses while hovered', () => {
    vi.useFakeTimers();
    render(<Carousel label="Devices" slides={slides} autoplayMs={2000} />);
    act(() => vi.advanceTimersByTime(2000));
    expect(shownSlides()).toEqual(['Two']);
    fireEvent.mouseEnter(screen.getByRole('region', { name: 'Devices' }));
    act(() => vi.advanceTimersByTime(6000));
    expect(shownSlides()).toEqual(['Two']);
    fireEvent.mouseLeave(screen.getByRole('region', { name: 'Devices' }));
    act(() => vi.advanceTimersByTime(2000));
    expect(shownSlides()).toEqual(['Three']);
    act(() => vi.advanceTimersByTime(2000));
    expect(shownSlides()).toEqual(['One']);
  });

  it('can be stopped with its pause button', () => {
    vi.useFakeTimers();
    render(<Carousel label="Devices" slides={slides} autoplayMs={2000} dots pauseButton />);
    fireEvent.click(screen.getByRole('button', { name: 'Stop automatic slide show' }));
    // Clicking focused the button inside the carousel; move focus away to rule that out.
    (document.activeElement as HTMLElement | null)?.blur();
    act(() => vi.advanceTimersByTime(6000));
    expect(shownSlides()).toEqual(['One']);
    expect(screen.getByRole('button', { name: 'Start automatic slide show' })).toBeTruthy();
  });
});
