import { useId } from 'react';
import { feePayment, type FeeContent } from '@/content/feePayment';
import { groupedDigits, yearTotal } from './feeAmounts';

/** An amount: the rupee sign (left out on a phone, where the caption says it) and the grouped digits; a dash if not given. */
function Amount({ amount }: { amount: number }) {
  const grouped = groupedDigits(amount);
  if (grouped === null) return <>—</>;
  return (
    <>
      <span className="fee-structure__sign">₹</span>
      {grouped}
    </>
  );
}

/**
 * The fee of each class group for each term, and for the year, as the office keeps it ('Manage Fee Payment'); the
 * disclosure's row 'Fee Structure of the School' links here. On a phone the table scrolls inside its own box.
 */
export function FeeStructure({ content }: { content: FeeContent }) {
  const captionId = useId();
  if (content.fees.length === 0) return null;
  return (
    <section id={feePayment.feesAnchor} className="card fee-card fee-layout__wide" aria-labelledby="fee-structure-heading">
      <h2 id="fee-structure-heading" className="fee-card__title">
        {feePayment.feesTitle}
      </h2>
      <div className="fee-structure" role="region" aria-labelledby={captionId} tabIndex={0}>
        <table className="fee-terms fee-structure__table">
          <caption id={captionId} className="fee-structure__caption">
            The fee for each term, in rupees (₹)
          </caption>
          <thead>
            <tr>
              <th scope="col">Classes</th>
              {content.terms.map((term, index) => (
                <th key={index} scope="col" className="fee-structure__amount">
                  {term.term}
                </th>
              ))}
              <th scope="col" className="fee-structure__amount">
                For the year
              </th>
            </tr>
          </thead>
          <tbody>
            {content.fees.map((group, index) => (
              <tr key={index}>
                <th scope="row">{group.classes}</th>
                {content.terms.map((_term, term) => (
                  <td key={term} className="fee-structure__amount">
                    <Amount amount={group.amounts[term] ?? Number.NaN} />
                  </td>
                ))}
                <td className="fee-structure__amount fee-structure__total">
                  <Amount amount={yearTotal(group.amounts.slice(0, content.terms.length))} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
