import { describe, expect, it } from 'vitest';
import {
  CHANGE_PASSWORD_PATTERN,
  DIGITS_PATTERN,
  EGYPTIAN_PHONE_PATTERN,
  EMAIL_PATTERN,
  LOGIN_PASSWORD_PATTERN,
} from './constants';

/*
 * Schemas check a field's length before its pattern, so a pattern only ever reads a few hundred
 * characters; still, no pattern may backtrack super-linearly (eslint-plugin-regexp keeps that).
 * The email pattern this replaced spent 28 s on the first input below. A freeze detector, not
 * a speed target: each pattern gets 200,000 characters of the shapes that make a backtracking
 * pattern explode and must answer within a second.
 */
const SIZE = 200_000;
const hostile = [
  `a@${'.'.repeat(SIZE)}@`,
  `${'a'.repeat(SIZE)}@`,
  `a@${'a.'.repeat(SIZE / 2)}`,
  `${'@'.repeat(SIZE)}`,
  `${'1'.repeat(SIZE)}x`,
  `${'aA1'.repeat(SIZE / 3)}\n`,
  `+20${'0'.repeat(SIZE)}`,
];

describe('patterns run in linear time', () => {
  it.each([
    ['EMAIL_PATTERN', EMAIL_PATTERN],
    ['LOGIN_PASSWORD_PATTERN', LOGIN_PASSWORD_PATTERN],
    ['CHANGE_PASSWORD_PATTERN', CHANGE_PASSWORD_PATTERN],
    ['EGYPTIAN_PHONE_PATTERN', EGYPTIAN_PHONE_PATTERN],
    ['DIGITS_PATTERN', DIGITS_PATTERN],
  ])('%s answers at once on 200,000 hostile characters', (_name, pattern) => {
    for (const input of hostile) {
      const started = performance.now();
      pattern.test(input);
      expect(performance.now() - started).toBeLessThan(1000);
    }
  });

  it('still tells a valid email from an invalid one', () => {
    expect(EMAIL_PATTERN.test('mona@example.test')).toBe(true);
    expect(EMAIL_PATTERN.test('a@..@')).toBe(false);
  });
});
