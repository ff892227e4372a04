import { DataSection } from '@/components/DataSection';
import { homePreviewSizes } from '@/content/homePreviewSizes';
import { todayIsoDate } from '@/lib/isoDate';
import { KeyDateItem } from './KeyDateItem';
import { useUpcomingKeyDates } from './keyDatesQueries';

/** The home page's next few key dates (a bounded read), each with 'Add to calendar'. */
export function UpcomingKeyDates() {
  const today = todayIsoDate();
  return (
    <DataSection query={useUpcomingKeyDates(today, homePreviewSizes.keyDates)} what="the key dates" empty="No dates to come have been added yet.">
      {(dates) => (
        <ul className="key-dates__list key-dates__list--upcoming">
          {dates.map((date) => (
            <KeyDateItem key={date.id} date={date} today={today} />
          ))}
        </ul>
      )}
    </DataSection>
  );
}
