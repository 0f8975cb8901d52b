import { isStorefrontPath } from '@electro/shared';
import { describe, expect, it } from 'vitest';
import { paths } from './paths';

describe('the server knows every storefront route', () => {
  // A link shared without its `#` is redirected by the server only when it knows the route.
  it.each(Object.entries(paths))('%s', (_name, route) => {
    const href = route.getHref('sample-id');
    expect(isStorefrontPath(href)).toBe(true);
  });

  it('does not take an unknown page for a route', () => {
    expect(isStorefrontPath('/shop/extra')).toBe(false);
    expect(isStorefrontPath('/nowhere')).toBe(false);
  });
});
