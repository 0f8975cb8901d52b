import type { UserResponse } from '@electro/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import type { SessionUser } from '@/api/session';

export const AVATAR_UPLOADED = 'successfully uploaded';

/** POST /users/upload-image (multipart `image`), reporting progress as 0..1. */
export function useUploadAvatar(onProgress: (fraction: number) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => {
      const form = new FormData();
      form.append('image', file);
      return api.post<UserResponse>('/users/upload-image', form, {
        onUploadProgress: onProgress,
      });
    },
    // Keeps what only GET /users carries (the last order's address).
    onSuccess: (response) =>
      queryClient.setQueryData<SessionUser>(queryKeys.user, (previous) => ({
        ...previous,
        ...response.user,
      })),
  });
}
