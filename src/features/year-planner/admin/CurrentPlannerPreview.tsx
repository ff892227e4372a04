import { PdfMark } from '@/components/PdfMark';
import { isPdfAddress } from '@/lib/pdfAddress';
import type { YearPlanner } from '../yearPlannerService';

// Shown in school time (Chennai), whatever the admin's device is set to.
const dateFormat = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  timeZone: 'Asia/Kolkata',
});

// The attributes reserve the portrait frame of a planner page; CSS scales whatever was uploaded.
const PREVIEW_WIDTH = 600;
const PREVIEW_HEIGHT = 840;

/** The planner visitors see now: its image (or, for a PDF, a link to it) and year. */
export function CurrentPlannerPreview({ planner }: { planner: YearPlanner }) {
  const name = `Current year planner${planner.year ? ` ${planner.year}` : ''}`;
  return (
    <figure className="year-planner-admin__current">
      {isPdfAddress(planner.url) ? (
        <a href={planner.url} target="_blank" rel="noopener noreferrer" className="box file-link year-planner-admin__link year-planner-admin__link--document">
          <PdfMark size={40} />
          <bdi>{name}</bdi> (PDF, opens in a new tab)
        </a>
      ) : (
        <a href={planner.url} target="_blank" rel="noopener noreferrer" className="year-planner-admin__link">
          <img
            className="year-planner-admin__image"
            src={planner.url}
            alt={`${name} (opens full size in a new tab)`}
            width={PREVIEW_WIDTH}
            height={PREVIEW_HEIGHT}
            decoding="async"
          />
        </a>
      )}
      <figcaption className="year-planner-admin__caption">
        <p className="year-planner-admin__year">
          Year: <strong>{planner.year || 'not given'}</strong>
        </p>
        {planner.uploadedAt && (
          <p className="admin-item__meta">
            Uploaded <time dateTime={planner.uploadedAt.toISOString()}>{dateFormat.format(planner.uploadedAt)}</time>
          </p>
        )}
      </figcaption>
    </figure>
  );
}
