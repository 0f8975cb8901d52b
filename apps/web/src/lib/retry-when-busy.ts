import { ApiError } from './api-client';

/**
 * The longest Retry-After the app waits out by itself. The API's password hashing answers a
 * burst it cannot serve within a few seconds with 503 and the wait it expects (decision 074);
 * a longer wait is shown to the shopper as the error it is.
 */
export const MAX_AUTOMATIC_WAIT_SECONDS = 10;

/** The seconds to wait before trying `error`'s request again, or undefined not to. */
export function busyRetryAfter(error: unknown): number | undefined {
  if (!(error instanceof ApiError) || error.status !== 503) return undefined;
  const seconds = error.retryAfterSeconds;
  if (seconds === undefined || seconds > MAX_AUTOMATIC_WAIT_SECONDS) return undefined;
  return seconds;
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Runs `call`; when the store answers 503 with a short Retry-After, tells `onWait` the seconds,
 * waits them and runs `call` once more, whose outcome is final. Only for calls that are safe to
 * repeat (a login; a registration, which a second time at worst answers that the email is taken).
 */
export async function retryOnceWhenBusy<T>(
  call: () => Promise<T>,
  onWait?: (seconds: number) => void,
): Promise<T> {
  try {
    return await call();
  } catch (error) {
    const seconds = busyRetryAfter(error);
    if (seconds === undefined) throw error;
    onWait?.(seconds);
    await sleep(seconds * 1000);
    return call();
  }
}
