import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderApp } from '@/test/render-app';
import { CustomerOnlyPage, type CustomerOnlyPageProps } from './customer-only-page';

afterEach(cleanup);

const page = (session: CustomerOnlyPageProps['session']) => (
  <CustomerOnlyPage
    title="Wish list"
    session={session}
    returnTo="/wishlist"
    guest={{
      icon: null,
      title: 'Log in to see your wish list',
      description: 'Your wish list is kept with your account.',
    }}
  >
    <p>The wish list itself</p>
  </CustomerOnlyPage>
);

const routes = { '/': <h1>Home stub</h1> };

describe('a customer-only page', () => {
  it('shows itself to a signed-in customer, titled', () => {
    renderApp(page({ isSignedIn: true, isAdmin: false }), { path: '/wishlist', routes });
    expect(screen.getByRole('heading', { level: 1, name: 'Wish list' })).toBeTruthy();
    expect(screen.getByText('The wish list itself')).toBeTruthy();
    expect(document.title).toMatch(/^Wish list/);
  });

  it('asks a guest to log in, and Login comes back to the page', () => {
    renderApp(page({ isSignedIn: false, isAdmin: false }), { path: '/wishlist', routes });
    expect(screen.getByRole('heading', { name: 'Log in to see your wish list' })).toBeTruthy();
    expect(screen.queryByText('The wish list itself')).toBeNull();
    const login = screen.getByRole('link', { name: 'Login' });
    expect(login.getAttribute('href')).toBe('/login?redirect=%2Fwishlist');
  });

  it('sends a signed-in admin home', async () => {
    renderApp(page({ isSignedIn: true, isAdmin: true }), { path: '/wishlist', routes });
    expect(await screen.findByRole('heading', { name: 'Home stub' })).toBeTruthy();
    expect(screen.queryByText('The wish list itself')).toBeNull();
  });
});
