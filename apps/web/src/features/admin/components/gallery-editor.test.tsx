import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { IMAGE_TYPE_PROBLEM } from '@/lib/image-file';
import { GalleryEditor, type GalleryItem } from './gallery-editor';

afterEach(cleanup);

const saved = (...keys: string[]): GalleryItem[] =>
  keys.map((key) => ({ key, url: `/${key}.png` }));

/**
 * The editor held the way a form holds it. `later`: the new order is applied after the click
 * has returned (a microtask on), as a form that validates asynchronously may apply it; React
 * then renders it at default priority, where passive effects run in a task of their own, after
 * the new order is already on the page: the browser suite once read the focus in that gap.
 */
function Form(props: { initial: GalleryItem[]; apply: 'now' | 'later' }) {
  const [items, setItems] = useState(props.initial);
  return (
    <GalleryEditor
      items={items}
      onChange={(next) => {
        if (props.apply === 'now') setItems(next);
        else void Promise.resolve().then(() => setItems(next));
      }}
    />
  );
}

const order = () =>
  [...document.querySelectorAll('[data-gallery-key]')].map((row) =>
    row.getAttribute('data-gallery-key'),
  );

const focused = () => document.activeElement?.getAttribute('aria-label') ?? null;

/**
 * Presses a row's button as a keyboard user does (focus, then activate) and returns the focused
 * button's name at the moment the new order reaches the page: what anyone reading the page
 * right after the reorder sees. Runs outside act(), so React schedules its work as in a browser.
 */
async function pressAndReadFocus(name: string, expectedOrder: string[]) {
  const button = screen.getByRole('button', { name });
  const list = screen.getByRole('list', { name: 'Gallery order' });
  const holder = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
  const actEnvironment = holder.IS_REACT_ACT_ENVIRONMENT;
  holder.IS_REACT_ACT_ENVIRONMENT = false;
  try {
    const seen = new Promise<string | null>((resolve) => {
      const observer = new MutationObserver(() => {
        if (order().join() !== expectedOrder.join()) return;
        observer.disconnect();
        resolve(focused());
      });
      observer.observe(list, { childList: true, subtree: true, attributes: true });
    });
    button.focus();
    button.click();
    return await seen;
  } finally {
    holder.IS_REACT_ACT_ENVIRONMENT = actEnvironment;
  }
}

describe('GalleryEditor', () => {
  for (const apply of ['now', 'later'] as const) {
    describe(`with the order applied ${apply === 'now' ? 'in the click' : 'after it'}`, () => {
      it('keeps the focus on the moved image, on its other arrow once it reaches the top', async () => {
        render(<Form initial={saved('wide', 'tall')} apply={apply} />);
        const focus = await pressAndReadFocus('Move image 2 up', ['tall', 'wide']);
        expect(focus).toBe('Move image 1 down');
      });

      it('keeps the focus on the same arrow while the image can move further', async () => {
        render(<Form initial={saved('a', 'b', 'c')} apply={apply} />);
        const up = await pressAndReadFocus('Move image 3 up', ['a', 'c', 'b']);
        expect(up).toBe('Move image 2 up');
        const down = await pressAndReadFocus('Move image 1 down', ['c', 'a', 'b']);
        expect(down).toBe('Move image 2 down');
      });

      it('keeps the focus on the moved image, on its other arrow once it reaches the bottom', async () => {
        render(<Form initial={saved('a', 'b')} apply={apply} />);
        const focus = await pressAndReadFocus('Move image 1 down', ['b', 'a']);
        expect(focus).toBe('Move image 2 up');
      });
    });
  }
});

// A PNG's eight signature bytes: the drop zone reads them, not the name.
const png = (name: string) =>
  new File([new Uint8Array([137, 80, 78, 71, 13, 10, 26, 10])], name, { type: 'image/png' });

const pick = (files: File[]) =>
  fireEvent.change(screen.getByLabelText(/^Add gallery images/), { target: { files } });

describe('GalleryEditor limit', () => {
  it('says how many of the picked images were kept, and why', async () => {
    render(<Form initial={[]} apply="now" />);
    pick(Array.from({ length: 11 }, (_, index) => png(`g${index + 1}.png`)));
    await waitFor(() => expect(order()).toHaveLength(10));
    expect(screen.getByRole('alert').textContent).toBe(
      '10 of the 11 images were added. A product has at most 10 gallery images.',
    );
  });

  it('clears the message once the gallery changes again', async () => {
    render(<Form initial={saved('a', 'b', 'c', 'd', 'e', 'f', 'g', 'h')} apply="now" />);
    pick([png('x.png'), png('y.png'), png('z.png')]);
    expect((await screen.findByRole('alert')).textContent).toContain(
      '2 of the 3 images were added.',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Move image 2 up' }));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('clears the message about a refused file once an image is removed', async () => {
    render(<Form initial={saved('a', 'b')} apply="now" />);
    pick([new File(['x'], 'notes.txt', { type: 'text/plain' })]);
    expect((await screen.findByRole('alert')).textContent).toBe(IMAGE_TYPE_PROBLEM);
    fireEvent.click(screen.getByRole('button', { name: 'Remove image 1' }));
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
