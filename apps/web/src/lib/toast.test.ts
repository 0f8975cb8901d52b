import { afterEach, describe, expect, it, vi } from 'vitest';

/** react-toastify's toast as the store sees it: a toast id is shown once while it is active. */
const active = new Set<string>();
const shown: string[] = [];
const fakeToast = (kind: string) =>
  vi.fn((message: string, options?: { toastId?: string }) => {
    if (options?.toastId && active.has(options.toastId)) return;
    if (options?.toastId) active.add(options.toastId);
    shown.push(`${kind}:${message}`);
  });
const libraryToast = {
  success: fakeToast('success'),
  error: fakeToast('error'),
  info: fakeToast('info'),
  warning: fakeToast('warning'),
  isActive: (id: string) => active.has(id),
};
vi.mock('react-toastify', () => ({ toast: libraryToast }));

const { showPendingToasts, toast } = await import('./toast');

afterEach(() => {
  active.clear();
  shown.length = 0;
});

describe('toast', () => {
  it('shows a message asked for twice before the container mounted once', () => {
    toast.error('You need to be logged in');
    toast.error('You need to be logged in');
    toast.success('Saved');
    const stop = showPendingToasts(libraryToast as never);
    expect(shown).toEqual(['error:You need to be logged in', 'success:Saved']);
    stop();
  });

  it('drops a repeat of a message still on screen', async () => {
    const stop = showPendingToasts(libraryToast as never);
    for (let click = 0; click < 3; click += 1) toast.error('You need to be logged in');
    await vi.waitFor(() => expect(shown).toEqual(['error:You need to be logged in']));
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(shown).toEqual(['error:You need to be logged in']);

    // Once it has closed, the same message shows again.
    active.clear();
    toast.error('You need to be logged in');
    await vi.waitFor(() => expect(shown).toHaveLength(2));
    stop();
  });
});
