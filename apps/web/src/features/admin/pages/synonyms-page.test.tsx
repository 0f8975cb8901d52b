import { synonymMessages, synonymsResponseSchema } from '@electro/shared';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '@/test/render-app';
import { answer, apiPath, failure, server, startMockApi } from '@/test/server';
import SynonymsPage from './synonyms-page';
import { mockToasts } from '@/test/toasts';

mockToasts();

startMockApi();
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const ok = { success: true as const, message: 'Search synonyms' };

/** Answers GET with `groups` and records each PUT's body, answering what it stored. */
function answerSynonyms(groups: string[][], puts: unknown[] = []) {
  let stored = groups;
  server.use(
    http.get(apiPath('/admin/synonyms'), () =>
      answer(synonymsResponseSchema, { ...ok, synonyms: stored }),
    ),
    http.put(apiPath('/admin/synonyms'), async ({ request }) => {
      const body = (await request.json()) as { synonyms: string[][] };
      puts.push(body);
      stored = body.synonyms.map((group) => group.map((word) => word.toLowerCase()));
      return answer(synonymsResponseSchema, { ...ok, synonyms: stored });
    }),
  );
  return puts;
}

const renderPage = () => renderApp(<SynonymsPage />, { path: '/admin/synonyms' });

describe('admin search synonyms', { timeout: 20_000 }, () => {
  it('edits, adds and removes groups, and saves the whole list', async () => {
    const puts = answerSynonyms([
      ['earbuds', 'buds', 'in-ear'],
      ['laptop', 'notebook'],
    ]);
    renderPage();
    const list = await screen.findByRole('list', { name: 'Synonym groups' });
    const first = within(list).getByRole('textbox', { name: 'Group 1' });
    expect((first as HTMLInputElement).value).toBe('earbuds, buds, in-ear');
    const save = screen.getByRole('button', { name: 'Save' });
    expect((save as HTMLButtonElement).disabled).toBe(true);

    fireEvent.change(first, { target: { value: 'earbuds, buds, in-ear, Earphones' } });
    fireEvent.click(screen.getByRole('button', { name: 'Remove group 2' }));
    fireEvent.click(screen.getByRole('button', { name: 'Add group' }));
    const added = screen.getByRole('textbox', { name: 'Group 2' });
    fireEvent.change(added, { target: { value: 'telly' } });

    // One word is no group: the shared schema's message shows by the row, nothing is sent.
    fireEvent.click(save);
    expect(await screen.findByText(synonymMessages.groupSize)).toBeTruthy();
    expect(added.getAttribute('aria-invalid')).toBe('true');
    expect(puts).toEqual([]);

    fireEvent.change(added, { target: { value: 'telly,  tv , television' } });
    await waitFor(() => expect(screen.queryByText(synonymMessages.groupSize)).toBeNull());
    fireEvent.click(save);
    await waitFor(() =>
      expect(puts).toEqual([
        {
          synonyms: [
            ['earbuds', 'buds', 'in-ear', 'earphones'],
            ['telly', 'tv', 'television'],
          ],
        },
      ]),
    );
    // The rows become what the API stored, and nothing is left to save.
    await waitFor(() =>
      expect((screen.getByRole('textbox', { name: 'Group 1' }) as HTMLInputElement).value).toBe(
        'earbuds, buds, in-ear, earphones',
      ),
    );
    expect((screen.getByRole('button', { name: 'Save' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('shows a word the schema refuses by its row', async () => {
    answerSynonyms([]);
    renderPage();
    expect(await screen.findByText(/No synonym groups yet/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Add group' }));
    fireEvent.change(screen.getByRole('textbox', { name: 'Group 1' }), {
      target: { value: 'tv, tv!' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(synonymMessages.wordLength)).toBeTruthy();
  });

  it('says when the list cannot be read, and tries again', async () => {
    server.use(http.get(apiPath('/admin/synonyms'), () => failure(500, 'Database down')));
    renderPage();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Database down');
    answerSynonyms([['tv', 'television']]);
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(
      ((await screen.findByRole('textbox', { name: 'Group 1' })) as HTMLInputElement).value,
    ).toBe('tv, television');
  });

  it('keeps the edits and says why when saving fails', async () => {
    answerSynonyms([['tv', 'television']]);
    server.use(http.put(apiPath('/admin/synonyms'), () => failure(403, 'Admins only')));
    renderPage();
    const row = await screen.findByRole('textbox', { name: 'Group 1' });
    fireEvent.change(row, { target: { value: 'tv, television, telly' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Admins only');
    expect((row as HTMLInputElement).value).toBe('tv, television, telly');
  });
});
