// Withdrawing a scheduled notice within the hour before its time: what the office is told stays readable, and until
// when (the database keeps earlier versions for an hour; docs/data-model.md#announcements).
import { describe, expect, it } from 'vitest';
import { stillReadableAfterChange } from '@/features/announcements/admin/announcementTiming';

const AT = new Date('2026-12-01T03:00:00Z'); // 08:30 in Chennai
const minutes = (count: number) => new Date(AT.getTime() + count * 60_000);

describe('stillReadableAfterChange', () => {
  it('says, for a notice due within the hour, from when and until when its version before a change stays readable', () => {
    expect(stillReadableAfterChange({ draft: false, datePosted: minutes(30) }, AT)).toBe(
      'This notice is due to appear on Tue 1 Dec, 09:00, within the hour. The database keeps each earlier version of a notice for an hour, and anyone who knows its address can ask for such a version once its time has come. If you change, withdraw or delete it now, what it says now stays readable that way from Tue 1 Dec, 09:00 until Tue 1 Dec, 09:30.',
    );
    expect(stillReadableAfterChange({ draft: false, datePosted: minutes(59) }, AT)).not.toBeNull();
  });

  it('says nothing for a notice due an hour or more later, a draft, or a published notice', () => {
    expect(stillReadableAfterChange({ draft: false, datePosted: minutes(60) }, AT)).toBeNull();
    expect(stillReadableAfterChange({ draft: true, datePosted: minutes(30) }, AT)).toBeNull();
    expect(stillReadableAfterChange({ draft: false, datePosted: minutes(-5) }, AT)).toBeNull();
    expect(stillReadableAfterChange({ draft: false, datePosted: null }, AT)).toBeNull();
  });
});
