import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Rating } from './rating';

function filledWidth(container: HTMLElement): number | null {
  const overlay = container.querySelector<HTMLElement>('[role="img"] > span');
  return overlay ? Number.parseFloat(overlay.style.width) : null;
}

describe('Rating', () => {
  it('labels the rating, rounded to the nearest half star', () => {
    render(<Rating value={4.26} />);
    expect(screen.getByRole('img', { name: 'Rated 4.5 out of 5' })).toBeTruthy();
  });

  it('colours whole stars and half a star, with the gaps between them', () => {
    // 16 px stars, 2 px gaps (3 of 24 units): 4.5 stars = 4 cells of 18 px + 8 px.
    const { container } = render(<Rating value={4.5} />);
    expect(filledWidth(container)).toBe(80);
  });

  it('colours nothing for 0, and every star (no trailing gap) at the maximum', () => {
    const empty = render(<Rating value={0} />);
    expect(filledWidth(empty.container)).toBeNull();
    const full = render(<Rating value={7} size={24} />);
    expect(screen.getByRole('img', { name: 'Rated 5 out of 5' })).toBeTruthy();
    expect(filledWidth(full.container)).toBe(5 * 27 - 3);
    expect(full.container.querySelector('svg')?.getAttribute('width')).toBe(String(5 * 27 - 3));
  });
});
