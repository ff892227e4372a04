// An announcement opened from a list's card shows that card's copy at once; it is read again unless the list is fresh
// (the copy saved by an earlier visit, or a list a write has changed, must not stand for the announcement).
import { describe, expect, it } from 'vitest';
import { latestAnnouncementsQuery, listedAnnouncementQuery, urgentNoticesQuery } from '@/features/announcements/announcementsQueries';
import type { Announcement } from '@/features/announcements/announcementsService';
import { FRESH_FOR_MS, createQueryClient } from '@/lib/queries';

const notice: Announcement = {
  id: 'fee-reminder', title: 'Fee reminder', content: 'Due on Friday.', imageUrls: [], attachments: [],
  datePosted: new Date('2026-11-20T09:00:00+05:30'), archived: false, draft: false, takeDownAt: null, updatedAt: null, audience: [], urgentUntil: null,
};

/** The announcement's query as its page builds it: its data, and whether it will be read again. */
function openedFromList(prepare: (client: ReturnType<typeof createQueryClient>) => Promise<void> | void) {
  return async () => {
    const client = createQueryClient();
    client.setQueryData(latestAnnouncementsQuery([]).queryKey, [notice]);
    await prepare(client);
    const options = client.defaultQueryOptions(listedAnnouncementQuery(client, notice.id));
    const query = client.getQueryCache().build(client, options);
    return { data: query.state.data, stale: query.isStaleByTime(FRESH_FOR_MS) };
  };
}

describe('an announcement opened from a list', () => {
  it('shows the card it came from without reading again while the list is fresh', async () => {
    expect(await openedFromList(() => undefined)()).toEqual({ data: notice, stale: false });
  });

  it('shows the card at once but reads again when the list is marked stale (saved earlier, or changed)', async () => {
    const opened = openedFromList((client) => client.invalidateQueries({ queryKey: latestAnnouncementsQuery([]).queryKey, refetchType: 'none' }));
    expect(await opened()).toEqual({ data: notice, stale: true });
  });

  it('never takes the urgent notices of the banner, which hold a few fields only, for the notice', async () => {
    const client = createQueryClient();
    client.setQueryData(urgentNoticesQuery.queryKey, [{ id: notice.id, title: notice.title, datePosted: new Date(), urgentUntil: new Date() }]);
    const options = client.defaultQueryOptions(listedAnnouncementQuery(client, notice.id));
    expect(client.getQueryCache().build(client, options).state.data).toBeUndefined();
  });
});
