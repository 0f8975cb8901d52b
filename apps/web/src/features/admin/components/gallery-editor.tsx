import { PRODUCT_GALLERY_MAX, productMessages } from '@electro/shared';
import ArrowDown from 'lucide-react/icons/arrow-down';
import ArrowUp from 'lucide-react/icons/arrow-up';
import Trash2 from 'lucide-react/icons/trash-2';
import { useLayoutEffect, useRef, useState } from 'react';
import { ImageDropZone } from './image-drop-zone';
import { useObjectUrl } from '../hooks/use-object-url';

/** One gallery image: a saved one (its url and public_id) or a newly picked file. */
export type GalleryItem = { key: string; url?: string; publicId?: string; file?: File };

let counter = 0;
export const newGalleryItem = (file: File): GalleryItem => ({
  key: `new-${++counter}-${file.name}`,
  file,
});

type Action = 'up' | 'down' | 'remove';

const tooMany = productMessages.tooManyImages;

/** "10 of the 11 images were added." */
export const keptText = (kept: number, picked: number) =>
  kept === 0
    ? `None of the ${picked} images was added.`
    : `${kept} of the ${picked} images ${kept === 1 ? 'was' : 'were'} added.`;

function GalleryRow(props: {
  item: GalleryItem;
  index: number;
  count: number;
  disabled?: boolean;
  onAction: (action: Action) => void;
}) {
  const { item, index, count } = props;
  const fileUrl = useObjectUrl(item.file);
  const src = item.url ?? fileUrl;
  const position = index + 1;
  const buttonClass =
    'grid h-9 w-9 place-items-center rounded-md border border-border hover:bg-surface disabled:cursor-not-allowed disabled:opacity-40';
  return (
    <li
      data-gallery-key={item.key}
      className="flex items-center gap-3 rounded-lg border border-border bg-bg p-2"
    >
      {src ? (
        <img
          src={src}
          alt={`Gallery image ${position}`}
          width={56}
          height={56}
          className="h-14 w-14 shrink-0 rounded-md border border-border bg-white object-contain"
        />
      ) : null}
      <span className="min-w-0 flex-1 truncate text-sm">
        <span className="font-medium">Image {position}</span>
        <span className="block truncate text-muted">
          {item.file ? item.file.name : 'Saved image'}
        </span>
      </span>
      <button
        type="button"
        data-action="up"
        className={buttonClass}
        disabled={props.disabled || index === 0}
        onClick={() => props.onAction('up')}
        aria-label={`Move image ${position} up`}
      >
        <ArrowUp aria-hidden="true" size={16} />
      </button>
      <button
        type="button"
        data-action="down"
        className={buttonClass}
        disabled={props.disabled || index === count - 1}
        onClick={() => props.onAction('down')}
        aria-label={`Move image ${position} down`}
      >
        <ArrowDown aria-hidden="true" size={16} />
      </button>
      <button
        type="button"
        data-action="remove"
        className={`${buttonClass} text-danger`}
        disabled={props.disabled}
        onClick={() => props.onAction('remove')}
        aria-label={`Remove image ${position}`}
      >
        <Trash2 aria-hidden="true" size={16} />
      </button>
    </li>
  );
}

/**
 * The product gallery: add images (drop or pick, several at once), remove them, and change
 * their order with buttons, which work from the keyboard and are announced.
 */
export function GalleryEditor(props: {
  items: GalleryItem[];
  onChange: (items: GalleryItem[]) => void;
  disabled?: boolean;
  error?: string;
}) {
  const { items, onChange } = props;
  const [announcement, setAnnouncement] = useState('');
  const [limitMessage, setLimitMessage] = useState<string | null>(null);
  // Counts removals and moves: each clears the drop zone's message about a refused file.
  const [edits, setEdits] = useState(0);
  const listRef = useRef<HTMLOListElement>(null);
  const focusAfter = useRef<{ key: string; index: number; action: Action } | null>(null);

  // The moved row's button keeps the focus (or its twin, once the row reaches an end). A layout
  // effect runs in the same commit that puts the rows in their new order, so the focus is never
  // seen elsewhere, whenever the form applies that order: a passive effect, when the form
  // applies it after the click, runs in a later task, and the old button was read meanwhile.
  useLayoutEffect(() => {
    const target = focusAfter.current;
    if (!target || !listRef.current) return;
    const row = listRef.current.children.item(target.index);
    // Not in its new place yet: the form has not applied the new order.
    if (!(row instanceof HTMLElement) || row.dataset.galleryKey !== target.key) return;
    focusAfter.current = null;
    const wanted = row.querySelector<HTMLButtonElement>(`[data-action="${target.action}"]`);
    const other = row.querySelector<HTMLButtonElement>(
      `[data-action="${target.action === 'up' ? 'down' : 'up'}"]`,
    );
    (wanted && !wanted.disabled ? wanted : other)?.focus();
  }, [items]);

  const act = (index: number, action: Action) => {
    const item = items[index];
    if (!item) return;
    const next = [...items];
    // A message about an earlier pick is stale once the gallery changes again.
    setLimitMessage(null);
    setEdits((count) => count + 1);
    if (action === 'remove') {
      focusAfter.current = null;
      next.splice(index, 1);
      onChange(next);
      setAnnouncement(`Image ${index + 1} removed. ${next.length} left.`);
      return;
    }
    const target = action === 'up' ? index - 1 : index + 1;
    if (target < 0 || target >= items.length) return;
    next.splice(index, 1);
    next.splice(target, 0, item);
    focusAfter.current = { key: item.key, index: target, action };
    onChange(next);
    setAnnouncement(`Image moved to position ${target + 1} of ${items.length}.`);
  };

  const addFiles = (files: File[]) => {
    const room = Math.max(PRODUCT_GALLERY_MAX - items.length, 0);
    const accepted = files.slice(0, room);
    // Say how many of the picked files were kept, and why the others were not.
    const message =
      files.length > room ? `${keptText(accepted.length, files.length)} ${tooMany}` : null;
    setLimitMessage(message);
    if (accepted.length === 0) return;
    onChange([...items, ...accepted.map(newGalleryItem)]);
    setAnnouncement(
      message ?? `${accepted.length} image${accepted.length === 1 ? '' : 's'} added.`,
    );
  };

  const message = limitMessage ?? props.error;
  return (
    <div className="flex flex-col gap-2">
      {items.length > 0 ? (
        <ol ref={listRef} aria-label="Gallery order" className="flex flex-col gap-2">
          {items.map((item, index) => (
            <GalleryRow
              key={item.key}
              item={item}
              index={index}
              count={items.length}
              disabled={props.disabled}
              onAction={(action) => act(index, action)}
            />
          ))}
        </ol>
      ) : (
        <p className="text-sm text-muted">No gallery images.</p>
      )}
      {items.length < PRODUCT_GALLERY_MAX ? (
        <ImageDropZone
          label={`Add gallery images (${items.length} of ${PRODUCT_GALLERY_MAX})`}
          value={null}
          multiple
          resetKey={edits}
          onFiles={addFiles}
          onChange={(file) => (file ? addFiles([file]) : undefined)}
          disabled={props.disabled}
        />
      ) : null}
      {message ? (
        <p className="field-error" role="alert">
          {message}
        </p>
      ) : null}
      <p className="sr-only" aria-live="polite">
        {announcement}
      </p>
    </div>
  );
}
