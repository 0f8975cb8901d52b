/** A LIKE pattern that matches the text literally (a `%` typed by the user is not a wildcard). */
export const containsPattern = (text: string) => `%${text.replace(/[\\%_]/g, '\\$&')}%`;
