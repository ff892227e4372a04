import { DataSection } from '@/components/DataSection';
import { PageBanner } from '@/components/PageBanner';
import { feePayment, type FeeContent } from '@/content/feePayment';
import { school } from '@/content/school';
import { dueSoon, payByDay } from './feeAmounts';
import { FeeStructure } from './FeeStructure';
import { useFeeContent } from './feePaymentQueries';
import { linesOf } from './feePaymentService';
import { useToday } from './useToday';
import './FeePaymentPage.css';

function PayOnline({ content }: { content: FeeContent }) {
  return (
    <section className="card fee-card fee-card--pay" aria-labelledby="fee-pay-heading">
      <h2 id="fee-pay-heading" className="fee-card__title">
        Pay online
      </h2>
      <p>
        Payments are made on the secure fee collection page of <bdi>{content.bankName}</bdi>, the school’s bank. The school never
        asks for your card details or passwords.
      </p>
      <a className="button fee-card__pay-now" href={content.payNowUrl} target="_blank" rel="noopener noreferrer">
        {feePayment.payNowLabel}
        <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path d="M14 4h6v6M20 4l-9 9M18 14v5a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1h5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
        <span className="visually-hidden"> (opens the bank’s page in a new tab)</span>
      </a>
      <h3 className="fee-card__subtitle">How to pay</h3>
      <ol className="fee-steps">
        {linesOf(content.steps).map((step, index) => (
          <li key={index}>{step}</li>
        ))}
      </ol>
    </section>
  );
}

/** A term's day ('30 June 2026'), or the text a page saved before days were kept gave, and whether it is due soon. */
function PayBy({ dueOn, dueBy, today }: { dueOn: string; dueBy?: string; today: string | null }) {
  const soon = today === null ? null : dueSoon(dueOn, today);
  return (
    <>
      {dueOn ? payByDay(dueOn) : dueBy}
      {soon && <strong className="fee-terms__due">{soon}</strong>}
    </>
  );
}

function DueDates({ content }: { content: FeeContent }) {
  const today = useToday();
  return (
    <section className="card fee-card" aria-labelledby="fee-terms-heading">
      <h2 id="fee-terms-heading" className="fee-card__title">
        {feePayment.termsTitle}
      </h2>
      <table className="fee-terms" aria-labelledby="fee-terms-heading">
        <thead>
          <tr>
            <th scope="col">Term</th>
            <th scope="col">Months</th>
            <th scope="col">Pay by</th>
          </tr>
        </thead>
        <tbody>
          {content.terms.map((term, index) => (
            <tr key={index} className={today !== null && dueSoon(term.dueOn, today) ? 'fee-terms__row--due' : undefined}>
              <th scope="row">{term.term}</th>
              <td>{term.months}</td>
              <td>
                <PayBy dueOn={term.dueOn} dueBy={term.dueBy} today={today} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <ul className="fee-notes">
        {linesOf(content.notes).map((note, index) => (
          <li key={index}>{note}</li>
        ))}
      </ul>
    </section>
  );
}

function FeeQuestions() {
  return (
    <section className="card fee-card fee-card--help" aria-labelledby="fee-help-heading">
      <h2 id="fee-help-heading" className="fee-card__title">
        Questions about fees?
      </h2>
      <p>
        Write to <a href={`mailto:${school.email}`}>{school.email}</a> or call{' '}
        <a href={`tel:${school.phone.dial}`}>{school.phone.display}</a> ({school.officeHours}).
      </p>
    </section>
  );
}

/**
 * The fee page, as the office keeps it ('Manage Fee Payment'). The build prerenders it with the content it read, and
 * the browser starts from that and reads it again, updating in place.
 */
export function FeePaymentPage() {
  const query = useFeeContent();
  return (
    <>
      <PageBanner eyebrow="For parents" title={feePayment.title}>
        <p>{feePayment.tagline}</p>
      </PageBanner>
      {/* The banner holds no data, so that nothing moves when the content arrives (if the build could not read it). */}
      <DataSection query={query} what="the fee details" reserve="page">
        {(content) => (
          <div className="section fee-layout">
            <p className="fee-layout__intro">{content.intro}</p>
            <PayOnline content={content} />
            <div className="fee-layout__side">
              <DueDates content={content} />
              <FeeQuestions />
            </div>
            <FeeStructure content={content} />
          </div>
        )}
      </DataSection>
    </>
  );
}
