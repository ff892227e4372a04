import { AdminItem } from '@/components/admin/AdminItem';
import { trashRemoval } from '@/components/admin/itemActions';
import { ItemSummary } from '@/components/admin/ItemSummary';
import { linkButtonLabel } from '../linkDisplay';
import { linkMutations } from './linksAdminQueries';
import type { ImportantLink } from '../linksService';
import { LinkForm } from './LinkForm';

/** One important link in the manage list: edit every field in place, or delete after confirming. */
export function LinkAdminItem({ link }: { link: ImportantLink }) {
  const title = link.title || 'Untitled link';
  return (
    <AdminItem
      name={title}
      logged={{ type: 'important_links', id: link.id }}
      editor={(done) => <LinkForm initial={link} onDone={done} />}
      remove={trashRemoval(linkMutations, { id: link.id, title }, 'link')}
    >
      <ItemSummary
        title={title}
        meta={[`Button: ${linkButtonLabel(link)}${link.buttonText ? '' : ' (default)'}`]}
        flag={link.url ? null : 'The stored address is not a web address: visitors see no button. Edit it to fix it.'}
        text={link.description}
      >
        {link.url && (
          <a className="links-admin__url" href={link.url} target="_blank" rel="noopener noreferrer">
            {link.url}
            <span className="visually-hidden"> (opens in a new tab)</span>
          </a>
        )}
      </ItemSummary>
    </AdminItem>
  );
}
