/** Times as the admin area shows them: "3 hours ago", and the exact moment in the school's time zone. */
const relative = new Intl.RelativeTimeFormat('en-IN', { numeric: 'auto' });
const exact = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit', hour12: false, timeZone: 'Asia/Kolkata' });

const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['week', 7 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
];

/** "just now", "5 minutes ago", "yesterday", "3 weeks ago": the largest whole unit; a time a little ahead is "just now". */
export function timeAgo(when: Date, now: Date = new Date()): string {
  const seconds = Math.round((now.getTime() - when.getTime()) / 1000);
  if (seconds < 60) return 'just now';
  const [unit, size] = UNITS.find(([, unitSeconds]) => seconds >= unitSeconds) ?? ['minute', 60];
  return relative.format(-Math.floor(seconds / size), unit);
}

/** "25 Nov 2026, 18:40" in India Standard Time, whatever the device's own zone. */
export const exactTime = (when: Date): string => exact.format(when);
