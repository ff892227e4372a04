import { DataSection } from '@/components/DataSection';
import { monthAndYear } from '@/lib/dateText';
import { todayIsoDate } from '@/lib/isoDate';
import type { KeyDate } from './keyDates';
import { CalendarButton, KeyDateItem, utc } from './KeyDateItem';
import { useKeyDates } from './keyDatesQueries';

/** The dates by the month they start in, in order. */
function byMonth(dates: readonly KeyDate[]): [string, KeyDate[]][] {
  const months = new Map<string, KeyDate[]>();
  for (const date of dates) months.set(date.start.slice(0, 7), [...(months.get(date.start.slice(0, 7)) ?? []), date]);
  return [...months.entries()].map(([month, inMonth]) => [monthAndYear(utc(`${month}-01`), 'day'), inMonth]);
}

/**
 * The school's key dates under the year planner, by month, past ones greyed, each with 'Add to calendar' (an .ics
 * file of that date) and 'All dates (.ics)' for the whole list.
 */
export function KeyDatesSection() {
  const today = todayIsoDate();
  return (
    <section className="key-dates" aria-labelledby="key-dates-heading">
      <h2 id="key-dates-heading" className="key-dates__heading">
        Key dates
      </h2>
      <DataSection query={useKeyDates(today)} what="the key dates" empty="No key dates added yet.">
        {(dates) => (
          <>
            <p className="key-dates__all">
              <CalendarButton dates={dates} fileName="school-key-dates.ics">
                All dates (.ics)
              </CalendarButton>
            </p>
            {byMonth(dates).map(([month, inMonth]) => (
              <section key={month} className="key-dates__month" aria-label={month}>
                <h3 className="key-dates__month-heading">{month}</h3>
                <ul className="key-dates__list">
                  {inMonth.map((date) => (
                    <KeyDateItem key={date.id} date={date} today={today} />
                  ))}
                </ul>
              </section>
            ))}
          </>
        )}
      </DataSection>
    </section>
  );
}
