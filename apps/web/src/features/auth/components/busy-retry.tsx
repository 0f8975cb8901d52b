/** Says, politely to a screen reader, that the form is waiting to try again. */
export function BusyRetryNotice({ seconds, doing }: { seconds: number | null; doing: string }) {
  if (seconds === null) return null;
  return (
    <p role="status" className="mb-4 rounded-lg border border-border px-3 py-2">
      Many people are {doing} right now. Trying again in {seconds}{' '}
      {seconds === 1 ? 'second' : 'seconds'}…
    </p>
  );
}
