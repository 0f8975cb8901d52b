/**
 * Replaces the four toasts with spies for the file that calls it, as `vi.mock` did, and puts the
 * real ones back after its last test: a test asserts the messages a shopper would see, and no
 * toast library loads. A spy on the exported object keeps the file in the shared worker
 * (src/test/isolation.ts): the components look `toast.success` up when they call it. A file
 * whose `afterEach` restores every mock gets fresh spies before its next test.
 */
import { afterAll, beforeEach, vi } from 'vitest';
import { toast } from '@/lib/toast';

const KINDS = ['success', 'error', 'info', 'warning'] as const;

export function mockToasts(): void {
  beforeEach(() => {
    for (const kind of KINDS) {
      if (!vi.isMockFunction(toast[kind])) {
        vi.spyOn(toast, kind).mockImplementation(() => undefined);
      }
    }
  });
  afterAll(() => {
    for (const kind of KINDS) {
      const shown = toast[kind];
      if (vi.isMockFunction(shown)) shown.mockRestore();
    }
  });
}
