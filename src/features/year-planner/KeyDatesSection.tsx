import { ClassFilter, useClassFilter } from '@/components/ClassFilter';
import { DataSection } from '@/components/DataSection';
import { audienceLabel, concerns } from '@/lib/audience';
import { monthAndYear } from '@/lib/dateText';
import { todayIsoDate } from '@/lib/isoDate';
import type { KeyDate } from './keyDates';
import { CalendarButton, KeyDateItem, utc } from './KeyDateItem';
import { useKeyDates } from './keyDatesQueries';

/** The dates by the month they start in, in order, each month with whether all its dates are over on `today`. */
function byMonth(dates: readonly KeyDate[], today: string): { month: string; dates: KeyDate[]; over: boolean }[] {
  const months = new Map<string, KeyDate[]>();
  for (const date of dates) months.set(date.start.slice(0, 7), [...(months.get(date.start.slice(0, 7)) ?? []), date]);
  return [...months.entries()].map(([month, inMonth]) => ({
    month: monthAndYear(utc(`${month}-01`), 'day'),
    dates: inMonth,
    over: inMonth.every((date) => date.end < today),
  }));
}

/** One month's heading and dates. */
function Month({ month, dates, today }: { month: string; dates: KeyDate[]; today: string }) {
  return (
    <section className="key-dates__month" aria-label={month}>
      <h3 className="key-dates__month-heading">{month}</h3>
      <ul className="key-dates__list">
        {dates.map((date) => (
          <KeyDateItem key={date.id} date={date} today={today} />
        ))}
      </ul>
    </section>
  );
}

/**
 * The school's key dates under the year planner, by month, opening at this month: the months that are over fold
 * into one line that opens them, and past dates are greyed. Each has 'Add to calendar' (an .ics
 * file of that date), 'All dates (.ics)' for the whole list and, on a device that chose classes, "My classes' dates
 * (.ics)" for those classes' and the whole school's. The list shows those of the device's classes unless 'Show all'.
 */
export function KeyDatesSection() {
  const today = todayIsoDate();
  const filter = useClassFilter();
  const query = useKeyDates(today);
  const shown = { ...query, data: query.data?.filter((date) => concerns(date.audience, filter.classes)) };
  const mine = filter.chosen.length > 0 ? query.data?.filter((date) => concerns(date.audience, filter.chosen)) : undefined;
  return (
    <section className="key-dates" aria-labelledby="key-dates-heading">
      <h2 id="key-dates-heading" className="key-dates__heading">
        Key dates
      </h2>
      <ClassFilter filter={filter} noun="dates" />
      <DataSection
        query={shown}
        what="the key dates"
        empty={filter.classes.length > 0 && query.data?.length ? `No key dates for ${audienceLabel(filter.classes)}.` : 'No key dates added yet.'}
      >
        {(dates) => (
          <>
            <p className="key-dates__all">
              <CalendarButton dates={query.data ?? dates} fileName="school-key-dates.ics">
                All dates (.ics)
              </CalendarButton>
              {mine && (
                <CalendarButton dates={mine} fileName="my-classes-key-dates.ics">
                  My classes&apos; dates (.ics)
                </CalendarButton>
              )}
            </p>
            <MonthsFrom months={byMonth(dates, today)} today={today} />
          </>
        )}
      </DataSection>
    </section>
  );
}

/** The months, those whose dates are all over (before the first with one to come) folded under one line. */
function MonthsFrom({ months, today }: { months: ReturnType<typeof byMonth>; today: string }) {
  const firstToCome = months.findIndex((month) => !month.over);
  const over = firstToCome === -1 ? months : months.slice(0, firstToCome);
  const toCome = firstToCome === -1 ? [] : months.slice(firstToCome);
  const [first, last] = [over[0], over.at(-1)];
  return (
    <>
      {first && last && (
        <details className="key-dates__over">
          <summary className="fold-summary">
            Earlier this year: {first === last ? first.month : `${first.month} to ${last.month}`} ({over.reduce((count, month) => count + month.dates.length, 0)} dates, all over)
          </summary>
          {over.map((month) => (
            <Month key={month.month} month={month.month} dates={month.dates} today={today} />
          ))}
        </details>
      )}
      {toCome.map((month) => (
        <Month key={month.month} month={month.month} dates={month.dates} today={today} />
      ))}
    </>
  );
}
