import { execFile } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { AUTH_COOKIE_NAME, THEME_STORAGE_KEY } from '@electro/shared';
import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import type { Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { delay, http } from 'msw';
import { CLIENT_ONLY_DIGEST } from '@/lib/hydration';
import { apiPath, server, startMockApi } from '@/test/server';
import { App } from './app';

/*
 * The shell comes from the build's own script, in a process of its own: React's server
 * renderer leaves context values behind that the client renderer would read if both ran in
 * one realm, which never happens for real (the build renders in Node, the browser hydrates).
 */
const webRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
async function renderShell(): Promise<string> {
  const { stdout } = await promisify(execFile)(
    process.execPath,
    ['--import', 'tsx', 'build/write-shell.ts', '--print'],
    { cwd: webRoot, maxBuffer: 4 * 1024 * 1024 },
  );
  return stdout;
}
let shellHtml: Promise<string> | undefined;
const shell = () => (shellHtml ??= renderShell());

const base64url = (value: object) =>
  btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
const token = [
  base64url({ alg: 'HS256', typ: 'JWT' }),
  base64url({
    userId: 'u1',
    name: 'Ada Lovelace',
    email: 'ada@example.test',
    role: 'user',
    exp: Math.floor(Date.now() / 1000) + 3600,
  }),
  'signature',
].join('.');

startMockApi();

// Tells React this test drives its updates through act().
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let root: Root | undefined;
beforeEach(() => {
  // The pages' requests stay pending: this is about the shell around them.
  server.use(
    http.all(apiPath('/*'), async () => {
      await delay('infinite');
    }),
  );
  vi.stubGlobal('scrollTo', vi.fn());
});
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.innerHTML = '';
  document.cookie = `${AUTH_COOKIE_NAME}=; Max-Age=0; Path=/`;
  localStorage.clear();
  window.history.replaceState(null, '', '/');
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('the pre-rendered shell', () => {
  it('holds the header, newsletter and footer, with the page left to the browser', async () => {
    const html = await shell();
    const container = document.createElement('div');
    container.innerHTML = html;
    expect(container.querySelector('header')?.textContent).toContain('Electro');
    expect(
      container.querySelector('nav[aria-label="Main"] [aria-current="page"]')?.textContent,
    ).toBe('Home');
    expect(container.querySelector('#newsletter-title')).not.toBeNull();
    // Before React takes the form over, a click must not submit it natively (a page reload).
    expect(container.querySelector<HTMLButtonElement>('form button[type="submit"]')?.disabled).toBe(
      true,
    );
    expect(container.querySelector('footer')).not.toBeNull();
    // The page's place holds its loading state, marked for the browser to render.
    const main = container.querySelector('main');
    expect(main?.querySelector(`template[data-dgst="${CLIENT_ONLY_DIGEST}"]`)).not.toBeNull();
    expect(main?.querySelector('[role="status"]')?.textContent).toBe('Loading page');
    expect(html).not.toMatch(/<script/i);
  });

  it("hydrates without a mismatch, then shows the visitor's route, theme and name", async () => {
    const html = await shell();
    localStorage.setItem(THEME_STORAGE_KEY, 'true');
    document.cookie = `${AUTH_COOKIE_NAME}=${token}; Path=/`;
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const header = container.querySelector('header');

    // The browser's own router, on another route than the build's.
    window.history.replaceState(null, '', '/brands');
    // React's development build reports attribute mismatches (which it never patches) here.
    const consoleError = vi.spyOn(console, 'error');
    const errors: unknown[] = [];
    await act(async () => {
      root = hydrateRoot(container, <App />, {
        onRecoverableError: (error) => errors.push(error),
      });
    });
    // The page is a lazy chunk: it arrives inside act, here. Arriving after the test, React
    // reported it with a warning as the worker closed, which failed one run in three.
    await act(async () => {
      await import('@/features/catalog/pages/brands-page');
    });
    expect(container.querySelector('main')?.textContent).not.toContain('Loading page');

    const hydrationWarnings = consoleError.mock.calls.filter((call) =>
      call.some((part) => typeof part === 'string' && /hydrat/i.test(part)),
    );
    expect(hydrationWarnings).toEqual([]);
    // React took over the pre-rendered header rather than painting a new one.
    expect(container.querySelector('header')).toBe(header);
    // The only switch to client rendering is the page itself, as designed.
    expect(errors.map((error) => (error as { digest?: string }).digest)).toEqual([
      CLIENT_ONLY_DIGEST,
    ]);
    const current = container.querySelector('nav[aria-label="Main"] [aria-current="page"]');
    expect(current?.textContent).toBe('Brands');
    expect(
      container
        .querySelector('[role="switch"][aria-label="Dark theme"]')
        ?.getAttribute('aria-checked'),
    ).toBe('true');
    expect(container.querySelector('header')?.textContent).toContain('Ada Lovelace');
    expect(container.querySelector<HTMLButtonElement>('form button[type="submit"]')?.disabled).toBe(
      false,
    );
  });
});
