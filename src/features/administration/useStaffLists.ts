import { useCallback, useEffect, useState } from 'react';
import { getSiteDocumentId, subscribeStaffGroups, type StaffGroup } from './staffService';

export type StaffListsState =
  | { status: 'loading' }
  | { status: 'error' }
  | { status: 'ready'; faculty: StaffGroup[]; nonTeaching: StaffGroup[] };

/**
 * The live faculty and non-teaching lists of the site document. Loading until both lists have arrived; both
 * empty when there is no site document; an error only when the site document cannot be looked up (a failing
 * subscription is reported by the service as an empty list, as the specification says).
 */
export function useStaffLists(): StaffListsState & { retry: () => void } {
  const [state, setState] = useState<StaffListsState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let active = true;
    const unsubscribers: (() => void)[] = [];
    let faculty: StaffGroup[] | null = null;
    let nonTeaching: StaffGroup[] | null = null;
    const publish = () => {
      if (active && faculty && nonTeaching) setState({ status: 'ready', faculty, nonTeaching });
    };

    getSiteDocumentId().then(
      (siteId) => {
        if (!active) return;
        if (!siteId) {
          setState({ status: 'ready', faculty: [], nonTeaching: [] });
          return;
        }
        unsubscribers.push(
          subscribeStaffGroups(siteId, 'faculty', (groups) => {
            faculty = groups;
            publish();
          }),
          subscribeStaffGroups(siteId, 'nonTeaching', (groups) => {
            nonTeaching = groups;
            publish();
          }),
        );
      },
      (error: unknown) => {
        console.error('Could not find the site document.', error);
        if (active) setState({ status: 'error' });
      },
    );

    return () => {
      active = false;
      unsubscribers.forEach((unsubscribe) => unsubscribe());
    };
  }, [attempt]);

  const retry = useCallback(() => {
    setState({ status: 'loading' });
    setAttempt((count) => count + 1);
  }, []);

  return { ...state, retry };
}
