export const API_DIST: string;
/** True when apps/api/dist (or `outDir`) is missing or older than a source of the API. */
export function apiNeedsBuild(outDir?: string): boolean;
/** Builds the API into `outDir` (apps/api/dist by default); resolves with the build's ms. */
export function buildApi(outDir?: string): Promise<number>;
/** Builds when stale; resolves with the exit status (0 when nothing was to do). */
export function buildApiIfStale(outDir?: string): Promise<number>;
