/**
 * The shop's currency and time zone (CURRENCY, SHOP_TIME_ZONE): checked once when the settings
 * are read, so a typo stops the process instead of reaching a CSV or a screen.
 */

/** An ISO 4217 code the runtime knows (`USD`, `EUR`, `EGP`); upper case only. */
export function isCurrencyCode(code: string): boolean {
  return /^[A-Z]{3}$/.test(code) && Intl.supportedValuesOf('currency').includes(code);
}

/** An IANA time zone name the runtime knows (`UTC`, `Africa/Cairo`). */
export function isTimeZone(name: string): boolean {
  if (name === '') return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

// One formatter per zone: making one loads the zone's rules, and an export writes many rows.
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

const pad = (value: number, width = 2) => String(value).padStart(width, '0');

/**
 * The wall-clock time in `timeZone` with its offset, to the second: `2026-11-26T21:05:00+02:00`
 * (`+00:00` in UTC, never `Z`, so every row reads alike). The offset is the one in force at
 * that instant, summer time included.
 */
export function formatShopTime(date: Date, timeZone: string): string {
  const parts: Record<string, number> = {};
  for (const part of formatterFor(timeZone).formatToParts(date)) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  const { year = 0, month = 1, day = 1, hour = 0, minute = 0, second = 0 } = parts;
  const wallClock = Date.UTC(year, month - 1, day, hour, minute, second);
  const offsetMinutes = Math.round((wallClock - Math.floor(date.getTime() / 1000) * 1000) / 60_000);
  const sign = offsetMinutes < 0 ? '-' : '+';
  const absolute = Math.abs(offsetMinutes);
  return (
    `${pad(year, 4)}-${pad(month)}-${pad(day)}T${pad(hour)}:${pad(minute)}:${pad(second)}` +
    `${sign}${pad(Math.floor(absolute / 60))}:${pad(absolute % 60)}`
  );
}

/** The calendar day in `timeZone` (`2026-11-26`), as the shop's staff would name it. */
export function shopDay(date: Date, timeZone: string): string {
  return formatShopTime(date, timeZone).slice(0, 10);
}
