import { LoadError } from '@/components/LoadError';
import { useAsyncData } from '@/components/useAsyncData';
import { listInfrastructureForAdmin } from '../infrastructureService';
import { InfrastructureAdminItem } from './InfrastructureAdminItem';

/** Every infrastructure item by priority; those without a numeric priority last, so they can be fixed. */
export function InfrastructureManageList({ confirm }: { confirm: (message: string) => Promise<boolean> }) {
  const state = useAsyncData(listInfrastructureForAdmin);

  if (state.status === 'loading') return <p className="status-line">Loading...</p>;
  if (state.status === 'error') return <LoadError what="the infrastructure items" onRetry={state.retry} />;
  if (state.data.length === 0) return <p className="status-line">No infrastructure items added yet.</p>;
  return (
    <ul className="admin-list">
      {state.data.map((item) => (
        <InfrastructureAdminItem key={item.id} item={item} confirm={confirm} onChanged={state.refresh} />
      ))}
    </ul>
  );
}
