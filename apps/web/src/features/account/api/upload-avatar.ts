import type { UserResponse } from '@electro/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

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
    onSuccess: (response) => queryClient.setQueryData(queryKeys.user, response.user),
  });
}
