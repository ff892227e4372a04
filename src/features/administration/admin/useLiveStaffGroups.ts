import { useEffect, useState } from 'react';
import { subscribeStaffGroups, type StaffGroup, type StaffKind } from '../staffService';

/**
 * The live departments or categories of the site document, ascending by priority: null until the first
 * snapshot arrives, an empty list without a site document. Changes made in other tabs arrive by themselves.
 */
export function useLiveStaffGroups(siteId: string | null, kind: StaffKind): StaffGroup[] | null {
  const [live, setLive] = useState<{ source: string; groups: StaffGroup[] } | null>(null);
  const source = `${siteId}/${kind}`;

  useEffect(() => {
    if (!siteId) return undefined;
    return subscribeStaffGroups(siteId, kind, (groups) => setLive({ source: `${siteId}/${kind}`, groups }));
  }, [siteId, kind]);

  if (!siteId) return [];
  return live?.source === source ? live.groups : null;
}
