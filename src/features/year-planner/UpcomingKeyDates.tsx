import { ClassFilter, useClassFilter } from '@/components/ClassFilter';
import { DataSection } from '@/components/DataSection';
import { homePreviewSizes } from '@/content/homePreviewSizes';
import { todayIsoDate } from '@/lib/isoDate';
import { KeyDateItem } from './KeyDateItem';
import { useUpcomingKeyDates } from './keyDatesQueries';

/** The home page's next few key dates (a bounded read; of the device's classes and the whole school), each with 'Add to calendar'. */
export function UpcomingKeyDates() {
  const today = todayIsoDate();
  const filter = useClassFilter();
  return (
    <>
      <ClassFilter filter={filter} noun="dates" />
      <DataSection query={useUpcomingKeyDates(today, homePreviewSizes.keyDates, filter.classes)} what="the key dates" empty="No dates to come have been added yet.">
        {(dates) => (
          <ul className="key-dates__list key-dates__list--upcoming">
            {dates.map((date) => (
              <KeyDateItem key={date.id} date={date} today={today} />
            ))}
          </ul>
        )}
      </DataSection>
    </>
  );
}
