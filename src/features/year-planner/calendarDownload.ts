import { school } from '@/content/school';
import { publicSiteUrl } from '@/lib/config';
import type { KeyDate } from './keyDates';
import { calendarFile } from './keyDatesCalendar';

/**
 * Hands `dates` to the phone's calendar: an .ics file named `fileName`, which a phone opens with its calendar app
 * (Android's Calendar, iOS's 'Add All') and a computer saves. Rejects when the file could not be made.
 */
export async function downloadCalendar(dates: readonly KeyDate[], fileName: string): Promise<void> {
  const text = await calendarFile(dates, { name: school.name, email: school.email, host: new URL(publicSiteUrl(window.location.origin)).host });
  const address = URL.createObjectURL(new Blob([text], { type: 'text/calendar;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = address;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // After the browser has taken the file.
  setTimeout(() => URL.revokeObjectURL(address), 60_000);
}

/** A file name of letters, digits and dashes: `winter-break.ics`. */
export const calendarFileName = (title: string): string =>
  `${title.toLowerCase().normalize('NFKD').replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '') || 'key-date'}.ics`;
