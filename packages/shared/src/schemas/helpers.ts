import { z } from 'zod';

// In a browser, zod's faster parser would compile code with `new Function`, which the
// store's Content-Security-Policy forbids (and reports). Every schema module imports this
// file first, so the setting is in place before any schema exists. The server keeps the JIT.
if ('window' in globalThis) z.config({ jitless: true });

/** Largest values the store holds (contract v1.1): a bigger number is a 400, never a 500. */
export const INPUT_LIMITS = {
  /** Stock of a product and quantities of a line. */
  quantity: 1_000_000,
  price: 1_000_000,
  page: 10_000,
  /** An email address (RFC 5321's limit for a path). */
  email: 254,
  search: 200,
  /** Ids, slugs and order numbers in paths and bodies. */
  id: 200,
  /** Passwords are never trimmed; the login pattern caps them lower still. */
  password: 128,
  phone: 20,
} as const;

export const inputMessages = {
  tooLong: (label: string, max: number) => `${label} must not exceed ${max} characters.`,
  nul: (label: string) => `${label} must not contain a NUL character.`,
} as const;

type TextLimit = {
  /** The field's name as a person reads it, used in the length and NUL messages. */
  label: string;
  max: number;
  /** The field's own message for a value over `max`, where docs/PRODUCT.md gives one. */
  tooLong?: string;
};

/**
 * The rule every string input keeps: at most `max` characters as sent (padding counts: a
 * megabyte of spaces around one letter is refused, not trimmed to that letter) and no NUL
 * character (PostgreSQL text cannot hold one, and would fail the query). `type` is the message
 * for a value that is not text.
 */
export const boundedText = (type: string, limit: TextLimit, options: { trim: boolean }) => {
  const text = z
    .string({ error: type })
    .max(limit.max, limit.tooLong ?? inputMessages.tooLong(limit.label, limit.max))
    .refine((value) => !value.includes('\u0000'), inputMessages.nul(limit.label));
  return options.trim ? text.trim() : text;
};

/**
 * Options for a pattern check that runs only on a value within `max` characters: no pattern
 * ever reads a long string (the length check has reported it already). Nothing aborts, so a
 * form still shows every field's problem, and rules across fields (a matching confirmation),
 * at once.
 */
export const withinLength = (max: number, error: string) => ({
  error,
  when: (payload: { value: unknown }) =>
    typeof payload.value === 'string' && payload.value.length <= max,
});

/**
 * A required, trimmed string whose absence, wrong type and emptiness all report `required`:
 * a user who left a field blank reads the same message as a client that omitted it.
 */
export const requiredString = (required: string, limit: TextLimit) =>
  boundedText(required, limit, { trim: true }).min(1, required);

/** An optional-by-caller, trimmed string: `type` is the message for a value that is not text. */
export const trimmedString = (type: string, limit: TextLimit) =>
  boundedText(type, limit, { trim: true });

/** An id or slug in a path or a body: opaque, so only its length and characters are checked. */
export const opaqueId = (label: string) =>
  requiredString(`${label} is required.`, { label, max: INPUT_LIMITS.id });

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
