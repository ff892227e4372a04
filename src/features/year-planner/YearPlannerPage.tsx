import { lazy, Suspense, useState } from 'react';
import { DataSection } from '@/components/DataSection';
import { EarlyPicture } from '@/components/EarlyPicture';
import { PageBanner } from '@/components/PageBanner';
import { PdfMark } from '@/components/PdfMark';
import { longDate } from '@/lib/dateText';
import { isPdfAddress } from '@/lib/pdfAddress';
import { useYearPlanner } from './yearPlannerQueries';
import type { YearPlanner } from './yearPlannerService';
import { KeyDatesSection } from './KeyDatesSection';
import { PLANNER_PICTURE_SIZES } from './plannerDisplay';
import './YearPlannerPage.css';
import { responsiveImage } from '@/lib/responsiveImage';

// The lightbox library is fetched only when a visitor opens the planner full size.
const ImageLightbox = lazy(() => import('@/components/ImageLightbox'));

function plannerAlt(planner: YearPlanner): string {
  return planner.year ? `Year planner ${planner.year}: the school's academic calendar` : "Year planner: the school's academic calendar";
}

/** The planner's year and when it was updated. */
function PlannerCaption({ planner }: { planner: YearPlanner }) {
  return (
    <figcaption className="year-planner__caption">
      {planner.year && (
        <p className="year-planner__year">
          Academic year <strong>{planner.year}</strong>
        </p>
      )}
      {planner.uploadedAt && (
        <p className="year-planner__updated">
          Updated on <time dateTime={planner.uploadedAt.toISOString()}>{longDate(planner.uploadedAt, 'device')}</time>
        </p>
      )}
    </figcaption>
  );
}

/** A planner uploaded as a PDF: a 'View PDF' link with its year, opening the PDF in a new tab. */
function PlannerPdf({ planner }: { planner: YearPlanner }) {
  const name = planner.year ? `Year Planner ${planner.year}` : 'Year Planner';
  return (
    <figure className="year-planner">
      <PlannerCaption planner={planner} />
      <div className="card year-planner__document">
        <PdfMark className="year-planner__document-mark" size={48} />
        <a className="button" href={planner.url} target="_blank" rel="noopener noreferrer">
          View PDF — <bdi>{name}</bdi> <span className="visually-hidden">(opens in a new tab)</span>
        </a>
      </div>
    </figure>
  );
}

function PlannerView({ planner }: { planner: YearPlanner }) {
  const [open, setOpen] = useState(false);
  const [lightboxRequested, setLightboxRequested] = useState(false);
  const alt = plannerAlt(planner);

  return (
    <figure className="year-planner">
      <PlannerCaption planner={planner} />
      <button
        type="button"
        className="card year-planner__open"
        aria-haspopup="dialog"
        onClick={() => {
          setLightboxRequested(true);
          setOpen(true);
        }}
      >
        <img
          className="year-planner__image"
          {...responsiveImage(planner.url, PLANNER_PICTURE_SIZES)}
          alt={alt}
          width={1200}
          height={1680}
          fetchPriority="high"
        />
        <span className="pill pill--on-photo year-planner__hint">View full size</span>
      </button>
      <p className="year-planner__actions">
        <a className="button button--secondary" href={planner.url} target="_blank" rel="noopener noreferrer">
          Open the image in a new tab
        </a>
      </p>
      {lightboxRequested && (
        <Suspense fallback={null}>
          <ImageLightbox images={[{ src: planner.url, alt }]} index={open ? 0 : -1} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </figure>
  );
}

export function YearPlannerPage() {
  const planner = useYearPlanner();
  return (
    <div className="year-planner-page">
      <PageBanner title="Year Planner" eyebrow="Academic calendar">
        <p>Term dates, examinations, holidays and school events for the year.</p>
      </PageBanner>
      <div className="section year-planner-page__body">
        <div className="year-planner-page__planner">
          <DataSection reserve="page" query={planner} what="the year planner" empty="No planner uploaded yet.">
            {(data) => (isPdfAddress(data.url) ? <PlannerPdf planner={data} /> : <PlannerView planner={data} />)}
          </DataSection>
          {planner.data === undefined && !planner.isError && <EarlyPicture />}
        </div>
        <KeyDatesSection />
      </div>
    </div>
  );
}
