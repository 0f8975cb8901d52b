import { useState } from 'react';
import { toast } from '@/lib/toast';
import type { DeleteFailure } from '../components/delete-report';

/**
 * A list's deletes, one or many, for ManagedList's onDelete and onDeleteSelected: a toast for what
 * was deleted and for what failed, and the failures kept for DeleteReport until dismissed.
 * Many are deleted one after the other: each answer is reported on its own and the server is
 * not flooded.
 */
export function useDeleteRows<T>(options: {
  remove: (row: T) => Promise<unknown>;
  id: (row: T) => string;
  name: (row: T) => string;
  /** Why a row could not be deleted, from the error. */
  failureMessage: (error: unknown) => string;
  /** "Product deleted successfully". */
  deletedOne: string;
  /** The plural noun: "3 products deleted successfully". */
  many: string;
  /** What a delete of many says when some failed. */
  bulkFailure: (failed: DeleteFailure[], chosen: number) => string;
}) {
  const [failures, setFailures] = useState<DeleteFailure[]>([]);

  const tryDelete = async (row: T): Promise<DeleteFailure | null> => {
    try {
      await options.remove(row);
      return null;
    } catch (error) {
      return {
        id: options.id(row),
        name: options.name(row),
        message: options.failureMessage(error),
      };
    }
  };

  const onDelete = async (row: T) => {
    const failure = await tryDelete(row);
    setFailures(failure ? [failure] : []);
    if (failure) toast.error(failure.message);
    else toast.success(options.deletedOne);
  };

  const onDeleteSelected = async (chosen: T[]) => {
    const failed: DeleteFailure[] = [];
    const deleted: string[] = [];
    for (const row of chosen) {
      const failure = await tryDelete(row);
      if (failure) failed.push(failure);
      else deleted.push(options.id(row));
    }
    setFailures(failed);
    if (deleted.length === 1) toast.success(options.deletedOne);
    if (deleted.length > 1) toast.success(`${deleted.length} ${options.many} deleted successfully`);
    if (failed.length > 0) toast.error(options.bulkFailure(failed, chosen.length));
    return deleted;
  };

  return { failures, dismissFailures: () => setFailures([]), onDelete, onDeleteSelected };
}
