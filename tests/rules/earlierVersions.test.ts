// Reading a notice as it was at an earlier time (the REST API's readTime, which reaches back an hour), from the
// outside as a visitor: a draft's earlier text is never theirs, nor a scheduled notice's before its time. What remains
// (docs/data-model.md#announcements, and what the office is told when it changes a notice due within the hour): once
// a scheduled notice's time has come, its version from before a withdrawal can be read at an earlier time. The rules
// judge that version by its own date, and their get() reads as of the same earlier time.
import { describe, expect, it } from 'vitest';
import { rulesEnvironmentForFile, visitorRestGet, writeAsOwner } from './support';

rulesEnvironmentForFile();

const DRAFT_DATE = '9999-12-31T00:00:00Z';
const PATH = 'announcements/exam-postponed-to-monday';

/** An announcement's stored fields as REST values: `title`, dated `datePosted`, a draft when so dated. */
const notice = (title: string, datePosted: string) => ({
  title: { stringValue: title },
  content: { stringValue: 'Details' },
  imageUrls: { arrayValue: {} },
  archived: { booleanValue: false },
  datePosted: { timestampValue: datePosted },
  ...(datePosted === DRAFT_DATE && { draft: { booleanValue: true } }),
});

const fromNow = (millis: number) => new Date(Date.now() + millis).toISOString();

describe('a visitor reading a notice as it was', () => {
  it('never reads a draft, at its time as a draft, after it was published', async () => {
    const asDraft = await writeAsOwner(PATH, notice('Exam postponed to Monday (draft)', DRAFT_DATE));
    await writeAsOwner(PATH, notice('Exam postponed to Monday', new Date().toISOString()));

    expect(await visitorRestGet(PATH, asDraft)).toEqual({ status: 403, answer: 'PERMISSION_DENIED' });
    expect(await visitorRestGet(PATH)).toEqual({ status: 200, answer: 'OK', title: 'Exam postponed to Monday' });
  });

  it('never reads a scheduled notice before its time, at any earlier time', async () => {
    const scheduled = await writeAsOwner(PATH, notice('Exam postponed to Monday', fromNow(60 * 60 * 1000)));
    await writeAsOwner(PATH, notice('Withdrawn', DRAFT_DATE));

    expect(await visitorRestGet(PATH, scheduled)).toEqual({ status: 403, answer: 'PERMISSION_DENIED' });
    expect(await visitorRestGet(PATH)).toEqual({ status: 403, answer: 'PERMISSION_DENIED' });
  });

  it('what remains: reads a withdrawn scheduled notice as it was once its time has come, and only that way', async () => {
    const scheduled = await writeAsOwner(PATH, notice('Exam postponed to Monday', fromNow(1500)));
    await writeAsOwner(PATH, notice('Withdrawn', DRAFT_DATE));
    expect(await visitorRestGet(PATH, scheduled)).toEqual({ status: 403, answer: 'PERMISSION_DENIED' });

    await expect.poll(() => visitorRestGet(PATH, scheduled), { timeout: 10_000, interval: 250 }).toEqual({ status: 200, answer: 'OK', title: 'Exam postponed to Monday' });
    expect(await visitorRestGet(PATH)).toEqual({ status: 403, answer: 'PERMISSION_DENIED' });
  });
});
