import { Link } from 'react-router-dom';
import { DataSection } from '@/components/DataSection';
import { PageBanner } from '@/components/PageBanner';
import { admissions } from '@/content/admissions';
import { school } from '@/content/school';
import { formatIsoDate } from '@/lib/isoDate';
import { useAdmissions } from './admissionsQueries';
import type { Admissions } from './admissionsService';
import { EnquiryForm } from './EnquiryForm';
import './AdmissionsPage.css';

/** The lines of a text kept one a line, without blank ones. */
const linesOf = (text: string) =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);

function OfferedClasses({ offer }: { offer: Admissions }) {
  return (
    <section className="card admissions-card" aria-labelledby="admissions-classes">
      <h2 id="admissions-classes" className="admissions-card__title">
        Classes for {offer.year}
      </h2>
      <table className="admissions-classes">
        <thead>
          <tr>
            <th scope="col">Class</th>
            <th scope="col">{offer.agesOn ? `Age on ${formatIsoDate(offer.agesOn)}` : 'Age needed'}</th>
          </tr>
        </thead>
        <tbody>
          {offer.classes.map((offered) => (
            <tr key={offered.class}>
              <th scope="row">{offered.class}</th>
              <td>{offered.age}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

function HowToApply({ offer }: { offer: Admissions }) {
  return (
    <section className="card admissions-card" aria-labelledby="admissions-steps">
      <h2 id="admissions-steps" className="admissions-card__title">
        How admission works
      </h2>
      <ol className="admissions-steps">
        {linesOf(offer.steps).map((step) => (
          <li key={step}>{step}</li>
        ))}
      </ol>
      <h3 className="admissions-card__subtitle">Documents to bring</h3>
      <ul className="admissions-documents">
        {linesOf(offer.documents).map((document) => (
          <li key={document}>{document}</li>
        ))}
      </ul>
      <p className="admissions-card__links">
        <Link to="/FeePayment">Fees and how to pay</Link> · <Link to="/year-planner">Key dates of the year</Link>
      </p>
    </section>
  );
}

/** While admissions are closed: when they open, and whom to ask. */
function Closed({ offer }: { offer: Admissions }) {
  return (
    <section className="card admissions-card admissions-card--closed" aria-labelledby="admissions-closed">
      <h2 id="admissions-closed" className="admissions-card__title">
        Admissions are closed just now
      </h2>
      <p>
        {offer.opensOn ? `Admissions${offer.year ? ` for ${offer.year}` : ''} open on ${formatIsoDate(offer.opensOn)}.` : 'The school announces here when admissions open.'} For
        questions, call <a href={`tel:${school.phone.dial}`}>{school.phone.display}</a> or write to <a href={`mailto:${school.email}`}>{school.email}</a>.
      </p>
    </section>
  );
}

/**
 * The admissions page, as the office keeps it ('Manage Admissions'): the year that is open, the classes offered with
 * the age each needs, the steps, the documents, and the enquiry form; closed, when they open. The build prerenders it
 * with what it read, and the browser reads it again.
 */
export function AdmissionsPage() {
  const query = useAdmissions();
  return (
    <>
      <PageBanner eyebrow={admissions.eyebrow} title={admissions.title} />
      <DataSection query={query} what="the admissions details" reserve="page">
        {(offer) => (
          <div className="section admissions-layout">
            <p className="admissions-layout__intro">{offer.intro}</p>
            {offer.open ? (
              <>
                <OfferedClasses offer={offer} />
                <HowToApply offer={offer} />
                <section className="admissions-layout__form" aria-label="Enquiry">
                  <EnquiryForm offer={offer} />
                </section>
              </>
            ) : (
              <Closed offer={offer} />
            )}
          </div>
        )}
      </DataSection>
    </>
  );
}
