/**
 * The staff lists' queries. They use the full Firestore SDK (live subscriptions) through the staff service, so
 * only lazy-loaded pages import this module.
 */
import { useQuery } from '@tanstack/react-query';
import { liveQuery } from '@/lib/liveQuery';
import { publicRead } from '@/lib/publicRead';
import { publicQuery, savedOnDevice } from '@/lib/queries';
import { getSiteDocumentId, subscribeStaffGroups, type StaffGroup, type StaffKind } from './staffService';

export const staffKey = ['staff'] as const;

/** The id of the site document that holds the staff lists; null when there is none. */
export const siteDocumentQuery = publicQuery(publicRead([...staffKey, 'site'], getSiteDocumentId));

/** The live departments or categories, ascending by priority; empty without a site document. */
export const staffGroupsQuery = (kind: StaffKind) =>
  savedOnDevice(liveQuery<StaffGroup[], readonly ['staff', StaffKind]>([...staffKey, kind], (onData, onError, client) => {
    let stopped = false;
    let unsubscribe = () => {};
    client.fetchQuery(siteDocumentQuery).then((siteId) => {
      if (stopped) return;
      if (siteId) unsubscribe = subscribeStaffGroups(siteId, kind, onData, onError);
      else onData([]);
    }, onError);
    return () => {
      stopped = true;
      unsubscribe();
    };
  }));

export const useStaffGroups = (kind: StaffKind) => useQuery(staffGroupsQuery(kind));
