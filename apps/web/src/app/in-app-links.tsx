import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { isStorefrontPath } from '@electro/shared';
import { addressFromHash } from './hash-address';

/**
 * The address a click on a plain anchor should open inside the app, or null when the browser
 * should have it: a modified or non-primary click (new tab, new window, download), another
 * target, another origin, or a path that is not one of the app's routes (an upload, the API's
 * docs). A click some handler already took (a router <Link>, the unsaved-changes guard) is left
 * alone too.
 */
export function inAppAddress(event: MouseEvent): string | null {
  if (event.defaultPrevented || event.button !== 0) return null;
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null;
  const anchor = event.target instanceof Element ? event.target.closest('a[href]') : null;
  if (!(anchor instanceof HTMLAnchorElement) || anchor.hasAttribute('download')) return null;
  if (anchor.target && anchor.target !== '_self') return null;
  const url = new URL(anchor.href, window.location.href);
  if (url.origin !== window.location.origin) return null;
  // A link written for hash routing (`#/pages/delivery` in a content page's text) opens its page.
  const old = addressFromHash(url.hash);
  if (old !== undefined) return isStorefrontPath(old.split('?')[0] ?? '') ? old : null;
  if (!isStorefrontPath(url.pathname)) return null;
  // A link to a place on the same page (#reviews) stays the browser's.
  if (
    url.hash &&
    url.pathname === window.location.pathname &&
    url.search === window.location.search
  ) {
    return null;
  }
  return `${url.pathname}${url.search}${url.hash}`;
}

/**
 * Cards, pagination, the header and the footer link with plain anchors (PlainLink, decision
 * 035). One listener on the document turns a click on any of them into a route change, as a
 * router <Link> would, instead of a page load; it runs after every handler on the way (bubble
 * phase), so those can still cancel the click.
 */
export function InAppLinks() {
  const navigate = useNavigate();
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const address = inAppAddress(event);
      if (address === null) return;
      event.preventDefault();
      // The page on screen again replaces its entry, as a router <Link> does.
      const here = `${window.location.pathname}${window.location.search}${window.location.hash}`;
      void navigate(address, { replace: address === here });
    };
    document.addEventListener('click', onClick);
    return () => document.removeEventListener('click', onClick);
  }, [navigate]);
  return null;
}
