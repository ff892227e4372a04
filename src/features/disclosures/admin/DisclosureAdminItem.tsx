import { AdminItem } from '@/components/admin/AdminItem';
import { trashRemoval, type ItemAction } from '@/components/admin/itemActions';
import { boundWrite } from '@/components/admin/boundWrite';
import { ItemSummary } from '@/components/admin/ItemSummary';
import { formatIsoDate } from '@/lib/isoDate';
import type { DisclosureDocument } from '../disclosuresService';
import type { DisclosureMove } from './disclosuresAdminService';
import { disclosureMutations } from './disclosuresAdminQueries';
import { DisclosureForm } from './DisclosureForm';

interface DisclosureAdminItemProps {
  document: DisclosureDocument;
  /** The whole list as shown, in its order: a move swaps the document with its neighbour there. */
  list: readonly DisclosureDocument[];
}

/** One disclosure document in the manage list: edit (a new PDF optional) in place, move up or down, or delete. */
export function DisclosureAdminItem({ document, list }: DisclosureAdminItemProps) {
  const title = document.title || 'Untitled document';
  const place = list.findIndex((candidate) => candidate.id === document.id);
  const shown = list.map(({ id, order, title: shownTitle }) => ({ id, order, title: shownTitle }));
  const move = (direction: DisclosureMove['direction'], label: string, disabled: boolean): ItemAction => ({
    label,
    write: boundWrite(disclosureMutations.move, { id: document.id, direction, shown }),
    failure: 'Could not move the document',
    disabled,
    retry: true,
  });
  return (
    <AdminItem
      name={title}
      logged={{ type: 'disclosure_documents', id: document.id }}
      editor={(done) => <DisclosureForm initial={document} onDone={done} />}
      actions={[move('up', 'Move up', place <= 0), move('down', 'Move down', place < 0 || place === list.length - 1)]}
      remove={trashRemoval(disclosureMutations, { id: document.id, title }, 'document')}
    >
      <ItemSummary
        title={title}
        meta={[`${place + 1} of ${list.length}`, document.documentDate && `Updated on ${formatIsoDate(document.documentDate)}`]}
        flag={document.pdfUrl ? null : 'The stored PDF address cannot be shown: visitors get no link. Edit it and choose the PDF again.'}
        text={document.description}
      >
        {document.pdfUrl && (
          <a className="disclosures-admin__pdf" href={document.pdfUrl} target="_blank" rel="noopener noreferrer">
            View PDF
            <span className="visually-hidden"> of {title} (opens in a new tab)</span>
          </a>
        )}
      </ItemSummary>
    </AdminItem>
  );
}
