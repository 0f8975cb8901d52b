import Download from 'lucide-react/icons/download';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { getErrorMessage, type QueryValue } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { downloadFile } from '../api/download';

/**
 * "Export CSV": downloads what the server streams for the list's current filters. The token
 * travels in a header, so the file is fetched and handed over as a Blob (api/download.ts).
 */
export function ExportButton(props: {
  path: string;
  query: Record<string, QueryValue>;
  fileName: string;
  /** What is exported, for the button's name: 'orders'. */
  noun: string;
}) {
  const [busy, setBusy] = useState(false);
  const onClick = async () => {
    setBusy(true);
    try {
      await downloadFile(props.path, props.query, props.fileName);
    } catch (error) {
      toast.error(getErrorMessage(error, `Failed to export ${props.noun}. Please try again.`));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button variant="outline" size="sm" isLoading={busy} onClick={() => void onClick()}>
      <Download aria-hidden="true" size={16} />
      {/* The name starts with the words on the button (speech input says what it reads). */}
      Export CSV<span className="sr-only"> of the {props.noun}</span>
    </Button>
  );
}
