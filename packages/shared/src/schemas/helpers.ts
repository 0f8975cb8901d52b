import { z } from 'zod';

// In a browser, zod's faster parser would compile code with `new Function`, which the
// store's Content-Security-Policy forbids (and reports). Every schema module imports this
// file first, so the setting is in place before any schema exists. The server keeps the JIT.
if ('window' in globalThis) z.config({ jitless: true });

/**
 * A string field whose absence, wrong type and emptiness all report `required`:
 * a user who left a field blank reads the same message as a client that omitted it.
 */
export const requiredString = (required: string) =>
  z
    .string({ error: (issue) => (issue.input === undefined ? required : required) })
    .trim()
    .min(1, required);

/** Numbers arrive as JSON numbers or, from multipart forms, as strings. */
export const coercedNumber = (messages: { required: string; type: string }) =>
  z.preprocess(
    (value) => {
      if (typeof value === 'string') {
        const trimmed = value.trim();
        if (trimmed === '') return undefined;
        return Number(trimmed);
      }
      return value;
    },
    z.number({
      error: (issue) => (issue.input === undefined ? messages.required : messages.type),
    }),
  );
