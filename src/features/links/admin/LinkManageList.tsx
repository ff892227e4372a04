import { LoadError } from '@/components/LoadError';
import { useAsyncData } from '@/components/useAsyncData';
import { listImportantLinks } from '../linksService';
import { LinkAdminItem } from './LinkAdminItem';

/** Every important link in the order visitors see them, each editable in place. */
export function LinkManageList({ confirm }: { confirm: (message: string) => Promise<boolean> }) {
  const state = useAsyncData(listImportantLinks);

  if (state.status === 'loading') return <p className="status-line">Loading...</p>;
  if (state.status === 'error') return <LoadError what="the important links" onRetry={state.retry} />;
  if (state.data.length === 0) return <p className="status-line">No links added yet.</p>;
  return (
    <ul className="admin-list">
      {state.data.map((link) => (
        <LinkAdminItem
          key={`${link.id}:${link.title}:${link.url}:${link.buttonText}:${link.description}`}
          link={link}
          confirm={confirm}
          onChanged={state.refresh}
        />
      ))}
    </ul>
  );
}
