import { useState, type ReactNode } from 'react';
import { audienceLabel } from '@/lib/audience';
import { weekdayAndDay } from '@/lib/dateText';
import { calendarFileName, downloadCalendar } from './calendarDownload';
import type { KeyDate } from './keyDates';
import './KeyDates.css';

export const utc = (isoDate: string) => Date.parse(`${isoDate}T00:00:00Z`);

/** `Thu, 24 Dec`, or `Thu, 24 Dec – Sun, 3 Jan` for a range. */
export const daysOf = ({ start, end }: Pick<KeyDate, 'start' | 'end'>): string =>
  start === end ? weekdayAndDay(utc(start), 'day') : `${weekdayAndDay(utc(start), 'day')} – ${weekdayAndDay(utc(end), 'day')}`;

/** A button that hands `dates` to the calendar, and says so if the file could not be made. */
export function CalendarButton({ dates, fileName, children }: { dates: readonly KeyDate[]; fileName: string; children: ReactNode }) {
  const [failed, setFailed] = useState(false);
  return (
    <>
      <button
        type="button"
        className="button button--secondary key-dates__calendar"
        onClick={() => {
          setFailed(false);
          downloadCalendar(dates, fileName).catch(() => setFailed(true));
        }}
      >
        {children}
      </button>
      {failed && (
        <span className="key-dates__error" role="alert">
          The calendar file could not be made. Please try again.
        </span>
      )}
    </>
  );
}

/** One key date: its days, title, kind and note, greyed once over, else with 'Add to calendar'. */
export function KeyDateItem({ date, today }: { date: KeyDate; today: string }) {
  const past = date.end < today;
  return (
    <li className={`key-date${past ? ' key-date--past' : ''}`}>
      <p className="key-date__days">
        <time dateTime={date.start}>{daysOf(date)}</time>
        {past && <span className="visually-hidden"> (over)</span>}
      </p>
      <p className="key-date__title">
        <strong>{date.title}</strong> <span className={`key-date__kind key-date__kind--${date.kind.toLowerCase()}`}>{date.kind}</span>
      </p>
      {date.audience.length > 0 && <p className="key-date__audience">For {audienceLabel(date.audience)}</p>}
      {date.note && <p className="key-date__note">{date.note}</p>}
      {!past && (
        <CalendarButton dates={[date]} fileName={calendarFileName(date.title)}>
          Add to calendar<span className="visually-hidden"> for {date.title}</span>
        </CalendarButton>
      )}
    </li>
  );
}
