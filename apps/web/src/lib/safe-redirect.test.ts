import { describe, expect, it } from 'vitest';
import {
  destinationAfterLogin,
  loginHrefFor,
  loginReturnPath,
  safeRedirectPath,
} from './safe-redirect';

describe('login redirect', () => {
  it('keeps a path of the app with its query', () => {
    expect(safeRedirectPath('/checkout-cash')).toBe('/checkout-cash');
    expect(safeRedirectPath('/shop?brand=apple&page=2')).toBe('/shop?brand=apple&page=2');
    expect(safeRedirectPath('/profile/order/abc')).toBe('/profile/order/abc');
  });

  it('refuses any address that would leave the app (open redirect)', () => {
    for (const value of [
      'https://evil.example/login',
      'http://evil.example',
      '//evil.example',
      '/\\evil.example',
      '\\\\evil.example',
      '/\t/evil.example',
      'javascript:alert(1)',
      'evil.example',
      '',
      42,
      null,
    ]) {
      expect(safeRedirectPath(value), String(value)).toBeNull();
    }
  });

  it('never sends back to login or register', () => {
    expect(safeRedirectPath('/login')).toBeNull();
    expect(safeRedirectPath('/register?x=1')).toBeNull();
    expect(safeRedirectPath('/login-help')).toBe('/login-help');
  });

  it("takes the guard's state first, then ?redirect=", () => {
    expect(loginReturnPath({ from: '/profile' }, '?redirect=/cart')).toBe('/profile');
    expect(loginReturnPath(null, '?redirect=%2Fcart')).toBe('/cart');
    expect(loginReturnPath({ from: 'https://evil.example' }, '')).toBeNull();
    expect(loginReturnPath(null, `?redirect=${encodeURIComponent('//evil.example')}`)).toBeNull();
    expect(loginHrefFor('/login', '/shop?page=2')).toBe('/login?redirect=%2Fshop%3Fpage%3D2');
  });

  it('sends each role back only to pages it may see', () => {
    const home = { admin: '/admin', customer: '/' };
    expect(destinationAfterLogin('user', '/cart', home)).toBe('/cart');
    expect(destinationAfterLogin('user', '/admin/orders', home)).toBe('/');
    expect(destinationAfterLogin('user', null, home)).toBe('/');
    expect(destinationAfterLogin('admin', '/admin/orders', home)).toBe('/admin/orders');
    expect(destinationAfterLogin('admin', '/cart', home)).toBe('/admin');
  });
});
