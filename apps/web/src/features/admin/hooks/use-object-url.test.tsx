import { cleanup, render, screen } from '@testing-library/react';
import { StrictMode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useObjectUrl } from './use-object-url';

let made = 0;
const live = new Set<string>();

beforeEach(() => {
  made = 0;
  live.clear();
  // jsdom has no blob: URLs; these track which ones are alive.
  URL.createObjectURL = vi.fn(() => {
    const url = `blob:test/${++made}`;
    live.add(url);
    return url;
  });
  URL.revokeObjectURL = vi.fn((url: string) => void live.delete(url));
});
afterEach(cleanup);

function Preview({ file }: { file: Blob | null }) {
  const url = useObjectUrl(file);
  return <p data-testid="url">{url ?? 'none'}</p>;
}

const shown = () => screen.getByTestId('url').textContent ?? '';

describe('useObjectUrl', () => {
  it('gives a URL that is still alive under StrictMode, and revokes each one it made', async () => {
    const first = new Blob(['a']);
    const { rerender, unmount } = render(
      <StrictMode>
        <Preview file={first} />
      </StrictMode>,
    );
    await vi.waitFor(() => expect(shown()).toMatch(/^blob:/));
    expect(live.has(shown())).toBe(true);

    const second = new Blob(['b']);
    rerender(
      <StrictMode>
        <Preview file={second} />
      </StrictMode>,
    );
    await vi.waitFor(() => expect(live.has(shown())).toBe(true));
    expect(live.size).toBe(1);

    rerender(
      <StrictMode>
        <Preview file={null} />
      </StrictMode>,
    );
    expect(shown()).toBe('none');
    expect(live.size).toBe(0);

    unmount();
    expect(made).toBeGreaterThanOrEqual(2);
  });
});
