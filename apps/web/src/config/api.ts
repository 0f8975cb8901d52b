/** Where the API answers, relative to the storefront's origin (docs/API.md: /api/v1). */
export const API_BASE = '/api/v1';
