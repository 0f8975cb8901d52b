import { cleanup, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import Footer from './footer';

afterEach(cleanup);

const renderFooter = () =>
  render(
    <MemoryRouter>
      <Footer />
    </MemoryRouter>,
  );

describe('Footer', () => {
  it('opens the shop’s own pages from About and the Help column', () => {
    renderFooter();
    const hrefs = (column: string) =>
      Object.fromEntries(
        within(screen.getByRole('navigation', { name: column }))
          .getAllByRole('link')
          .map((link) => [link.textContent, link.getAttribute('href')]),
      );
    expect(hrefs('Company').About).toBe('/about');
    expect(hrefs('Help')).toEqual({
      'Customer Support': '/pages/contact',
      'Delivery Details': '/pages/delivery',
      Returns: '/pages/returns',
      'Terms & Conditions': '/pages/terms',
      'Privacy Policy': '/pages/privacy',
    });
  });

  it('shows only the payment the shop takes: cash on delivery', () => {
    renderFooter();
    const payments = screen.getByRole('list', { name: 'Payment methods' });
    expect(
      within(payments)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Cash on delivery']);
  });
});
