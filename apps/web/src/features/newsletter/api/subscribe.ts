import type { MessageResponse } from '@electro/shared';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** POST /newsletter: the store's answer says whether the address was new. */
export function useSubscribeNewsletter() {
  return useMutation({
    mutationFn: (input: { email: string }) => api.post<MessageResponse>('/newsletter', input),
  });
}
