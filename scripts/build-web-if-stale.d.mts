/** Builds the storefront when it needs it; returns the exit status (0 when nothing to do). */
export function buildWebIfStale(): number;
/** True when apps/web/dist is missing or older than the storefront's sources. */
export function webNeedsBuild(): boolean;
