import Camera from 'lucide-react/icons/camera';
import { useEffect, useId, useState } from 'react';
import type { ChangeEvent } from 'react';
import { getErrorMessage } from '@/lib/api-client';
import { IMAGE_ACCEPT, imageFileProblem } from '@/lib/image-file';
import { toast } from '@/lib/toast';
import { AVATAR_UPLOADED, useUploadAvatar } from '../api/upload-avatar';
import { initials } from '../utils/avatar';

export type AvatarUploadProps = { name: string; imageUrl: string | null | undefined };

/** The profile picture with its upload button, a preview while it uploads, and its progress. */
export function AvatarUpload({ name, imageUrl }: AvatarUploadProps) {
  const inputId = useId();
  const [preview, setPreview] = useState<string | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const upload = useUploadAvatar(setProgress);

  // Object URLs hold the file in memory until revoked.
  useEffect(() => {
    if (!preview) return;
    return () => URL.revokeObjectURL(preview);
  }, [preview]);

  const onChange = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // Picking the same file again must fire change again.
    event.target.value = '';
    if (!file) return;
    const fileProblem = await imageFileProblem(file);
    setProblem(fileProblem);
    if (fileProblem) return;
    setPreview(URL.createObjectURL(file));
    setProgress(0);
    upload.mutate(file, {
      onSuccess: () => {
        toast.success(AVATAR_UPLOADED);
        setPreview(null);
      },
      onError: (error) => {
        // docs/PRODUCT.md §8: an upload failure is logged; the message beside the picture says why.
        console.error('Profile picture upload failed', error);
        setProblem(getErrorMessage(error, 'Upload failed. Please try again.'));
        setPreview(null);
      },
      onSettled: () => setProgress(null),
    });
  };

  const shown = preview ?? imageUrl ?? null;
  const percent = progress === null ? null : Math.round(progress * 100);

  return (
    <div className="flex shrink-0 flex-col items-center gap-2">
      <div className="relative">
        <div className="grid h-18 w-18 place-items-center overflow-hidden rounded-full border-2 border-border bg-surface-2 text-2xl font-bold text-muted md:h-24 md:w-24">
          {shown ? (
            <img
              src={shown}
              alt={`Profile picture of ${name}`}
              width={96}
              height={96}
              className="h-full w-full object-cover"
            />
          ) : (
            <span aria-hidden="true">{initials(name)}</span>
          )}
        </div>
        <label
          htmlFor={inputId}
          title="Upload a profile picture"
          className="absolute -right-2 -bottom-1 grid h-9 w-9 cursor-pointer md:-right-1 md:h-10 md:w-10 place-items-center rounded-full border-2 border-bg bg-primary text-primary-fg shadow focus-within:outline-2 focus-within:outline-offset-2 focus-within:outline-ring hover:bg-primary-hover"
        >
          <Camera aria-hidden="true" size={18} />
          <span className="sr-only">Upload a profile picture</span>
          <input
            id={inputId}
            type="file"
            accept={IMAGE_ACCEPT}
            className="sr-only"
            disabled={upload.isPending}
            onChange={(event) => void onChange(event)}
            aria-describedby={problem ? `${inputId}-problem` : undefined}
          />
        </label>
      </div>
      {percent !== null ? (
        <div
          role="progressbar"
          aria-label="Upload progress"
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={percent}
          className="h-2 w-18 overflow-hidden md:w-24 rounded-full bg-surface-2"
        >
          <div className="h-full bg-primary transition-[width]" style={{ width: `${percent}%` }} />
        </div>
      ) : null}
      {problem ? (
        <p id={`${inputId}-problem`} role="alert" className="field-error max-w-56 text-center">
          {problem}
        </p>
      ) : null}
    </div>
  );
}
