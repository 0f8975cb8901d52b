import ImagePlus from 'lucide-react/icons/image-plus';
import X from 'lucide-react/icons/x';
import { useId, useRef, useState } from 'react';
import type { DragEvent } from 'react';
import { IMAGE_MAX_MB } from '@electro/shared';
import { cn } from '@/lib/cn';
import { IMAGE_ACCEPT, imageFileProblem } from '@/lib/image-file';
import { useObjectUrl } from '../hooks/use-object-url';

export type ImageValue = File | string | null;

export type ImageDropZoneProps = {
  /** Visible label of the field. */
  label: string;
  /** A picked file, the URL of the saved image, or nothing. */
  value: ImageValue;
  onChange: (value: File | null) => void;
  onBlur?: () => void;
  /** A validation message to show (already filtered by "touched"). */
  error?: string;
  disabled?: boolean;
  /** Accept several files at once (the gallery); onChange is then called once per file. */
  multiple?: boolean;
  onFiles?: (files: File[]) => void;
  hint?: string;
  className?: string;
  /** A new value clears the message about a refused file: what it said no longer applies. */
  resetKey?: number;
};

/**
 * Drag an image onto the area, or click (or press Enter/Space on) it to pick one; the picked
 * image shows as a preview with a remove button. The file input stays in the tab order (it is
 * visually hidden, not display:none), so the keyboard and screen readers reach it.
 */
export function ImageDropZone(props: ImageDropZoneProps) {
  const inputId = useId();
  const errorId = useId();
  const hintId = useId();
  const [dragging, setDragging] = useState(false);
  const [fileProblem, setFileProblem] = useState<string | null>(null);
  const [seenResetKey, setSeenResetKey] = useState(props.resetKey);
  if (props.resetKey !== seenResetKey) {
    setSeenResetKey(props.resetKey);
    setFileProblem(null);
  }
  const pickedUrl = useObjectUrl(props.value instanceof File ? props.value : null);
  const preview = typeof props.value === 'string' ? props.value : pickedUrl;
  const message = fileProblem ?? props.error;

  // Each pick is checked by reading its files' first bytes; only the latest pick counts.
  const pickCount = useRef(0);
  const accept = async (files: File[]) => {
    if (files.length === 0) return;
    const pick = ++pickCount.current;
    const problems = await Promise.all(files.map(imageFileProblem));
    if (pick !== pickCount.current) return;
    const firstProblem = problems.find(Boolean) ?? null;
    setFileProblem(firstProblem);
    const good = files.filter((_, index) => !problems[index]);
    if (good.length === 0) return;
    if (props.multiple && props.onFiles) props.onFiles(good);
    else if (good[0]) props.onChange(good[0]);
  };

  const onDrop = (event: DragEvent<HTMLElement>) => {
    event.preventDefault();
    setDragging(false);
    if (props.disabled) return;
    void accept([...event.dataTransfer.files]);
  };

  const describedBy = [message ? errorId : null, props.hint ? hintId : null]
    .filter(Boolean)
    .join(' ');

  return (
    <div className={props.className}>
      <span className="mb-1 block font-medium" id={`${inputId}-label`}>
        {props.label}
      </span>
      {preview && !props.multiple ? (
        <div className="relative inline-block rounded-xl border border-border bg-white p-2">
          <img
            src={preview}
            alt={`${props.label} preview`}
            width={160}
            height={160}
            className="h-40 w-40 object-contain"
          />
          <button
            type="button"
            onClick={() => {
              setFileProblem(null);
              props.onChange(null);
              props.onBlur?.();
            }}
            disabled={props.disabled}
            aria-label={`Remove ${props.label.toLowerCase()}`}
            className="absolute -top-3 -right-3 grid h-9 w-9 place-items-center rounded-full border border-border bg-bg text-danger shadow hover:bg-surface disabled:opacity-50"
          >
            <X aria-hidden="true" size={18} />
          </button>
        </div>
      ) : (
        <label
          htmlFor={inputId}
          onDragOver={(event) => {
            event.preventDefault();
            if (!props.disabled) setDragging(true);
          }}
          onDragLeave={() => setDragging(false)}
          onDrop={onDrop}
          className={cn(
            'flex cursor-pointer flex-col items-center justify-center gap-2 rounded-xl border-2 border-dashed px-4 py-8 text-center transition-colors focus-within:outline-2 focus-within:outline-offset-2 focus-within:outline-ring',
            dragging
              ? 'border-primary bg-primary/10'
              : 'border-border bg-surface hover:bg-surface-2',
            message ? 'border-danger' : null,
            props.disabled ? 'cursor-not-allowed opacity-60' : null,
          )}
        >
          <ImagePlus aria-hidden="true" size={32} className="text-muted" />
          <span>
            <span className="font-medium text-primary">Click to select</span> or drag and drop{' '}
            {props.multiple ? 'images' : 'an image'}
          </span>
          <span className="text-xs text-muted">
            PNG, JPEG, WebP, AVIF or GIF, up to {IMAGE_MAX_MB} MB
          </span>
          <input
            id={inputId}
            type="file"
            accept={IMAGE_ACCEPT}
            multiple={props.multiple}
            disabled={props.disabled}
            aria-labelledby={`${inputId}-label`}
            aria-describedby={describedBy || undefined}
            aria-invalid={message ? true : undefined}
            className="sr-only"
            onBlur={props.onBlur}
            onChange={(event) => {
              void accept([...(event.target.files ?? [])]);
              // The same file can be picked again after a remove.
              event.target.value = '';
            }}
          />
        </label>
      )}
      {props.hint ? (
        <p id={hintId} className="mt-1 text-sm text-muted">
          {props.hint}
        </p>
      ) : null}
      {message ? (
        <p id={errorId} className="field-error mt-1" role="alert">
          {message}
        </p>
      ) : null}
    </div>
  );
}
