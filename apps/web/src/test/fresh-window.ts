/**
 * Run before each web test file in a worker that files share (docs/decisions/109): the window a
 * file finds is the one a fresh jsdom would give it, whatever the file before it left.
 */
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

// Testing Library unmounts after each test by itself only in the first file that imports it.
afterEach(cleanup);

for (const cookie of document.cookie.split(';')) {
  const name = cookie.split('=')[0]?.trim();
  if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
}
localStorage.clear();
sessionStorage.clear();
// A push drops the entries ahead of the current one, which an earlier file's Back left: a fresh
// window has none, and a link's push then adds one to history.length.
window.history.pushState(null, '', '/');
document.head.innerHTML = '';
document.body.innerHTML = '';
document.documentElement.className = '';
document.documentElement.removeAttribute('style');
