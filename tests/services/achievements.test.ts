import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { listAchievements } from '@/features/achievements/achievementsService';
import { achievementWriter, type AchievementDraft } from '@/features/achievements/admin/achievementsAdmin';
import { clearFirestore, closeEmulatorClients, getRaw, openedIn, putRaw, signInAsAdmin, type RawDocument } from './emulator';

const { add: addAchievement, update: updateAchievement, remove: deleteAchievement } = achievementWriter;

const createdAt = new Date('2025-12-01T08:00:00Z');

function achievement(title: string, priority: number, image: RawDocument): RawDocument {
  return { title, description: `${title} description`, priority, createdAt, ...image };
}

const olympiad: AchievementDraft = { title: ' Maths olympiad ', description: ' Gold at state level. ', imageUrl: 'https://res.cloudinary.com/demo/image/upload/olympiad.jpg' };

beforeAll(signInAsAdmin);
beforeEach(clearFirestore);
afterAll(closeEmulatorClients);

describe('achievements', () => {
  it('lists achievements by priority, lowest first', async () => {
    await putRaw('achievements/a-chess', achievement('Chess', 3, { imageURL: 'https://res.cloudinary.com/demo/image/upload/chess.jpg' }));
    await putRaw('achievements/a-science', achievement('Science', 1, { imageURL: 'https://res.cloudinary.com/demo/image/upload/science.jpg' }));
    await putRaw('achievements/a-music', achievement('Music', 2, { imageURL: 'https://res.cloudinary.com/demo/image/upload/music.jpg' }));

    const list = await listAchievements();

    expect(list.map((item) => item.id)).toEqual(['a-science', 'a-music', 'a-chess']);
    // The home page's timeline reads only the first ones.
    expect((await listAchievements(2)).map((item) => item.id)).toEqual(['a-science', 'a-music']);
    expect(list[0]).toEqual({
      id: 'a-science', title: 'Science', description: 'Science description', priority: 1, imageUrl: 'https://res.cloudinary.com/demo/image/upload/science.jpg', updatedAt: null,
    });
  });

  // Achievements are read with a query ordered by priority (docs/product-rules.md#order-and-filtering): a document without a priority field
  // (only possible by hand in the console; the rules require one) is not listed. docs/data-model.md says so.
  it('lists achievements by priority, leaving out one stored without a priority field', async () => {
    await putRaw('achievements/a-science', achievement('Science', 1, { imageURL: 'https://res.cloudinary.com/demo/image/upload/science.jpg' }));
    await putRaw('achievements/a-text', { ...achievement('Text priority', 0, { imageURL: 'https://res.cloudinary.com/demo/image/upload/t.jpg' }), priority: '0' });
    await putRaw('achievements/a-none', { title: 'No priority', description: 'Added by hand', imageURL: 'https://res.cloudinary.com/demo/image/upload/n.jpg', createdAt });

    const list = await listAchievements();

    expect(list.map((item) => [item.id, item.priority])).toEqual([['a-science', 1], ['a-text', null]]);
  });

  it('reads the image from imageURL or the older imageUrl, trimmed, and never an unsafe address', async () => {
    await putRaw('achievements/new-spelling', achievement('New', 1, { imageURL: ' https://res.cloudinary.com/demo/image/upload/new.jpg ' }));
    await putRaw('achievements/old-spelling', achievement('Old', 2, { imageUrl: '  /demo/old.jpg  ' }));
    await putRaw('achievements/both', achievement('Both', 3, { imageURL: 'https://res.cloudinary.com/demo/image/upload/preferred.jpg', imageUrl: 'https://res.cloudinary.com/demo/image/upload/legacy.jpg' }));
    await putRaw('achievements/unsafe', achievement('Unsafe', 4, { imageURL: 'javascript:alert(1)' }));

    const images = (await listAchievements()).map((item) => [item.id, item.imageUrl]);

    expect(images).toEqual([
      ['new-spelling', 'https://res.cloudinary.com/demo/image/upload/new.jpg'],
      ['old-spelling', '/demo/old.jpg'],
      ['both', 'https://res.cloudinary.com/demo/image/upload/preferred.jpg'],
      ['unsafe', null],
    ]);
  });

  it('adds an achievement with the image under imageURL and a creation time', async () => {
    const id = await addAchievement(olympiad);

    const stored = await getRaw(`achievements/${id}`);
    // The first achievement of an empty list is at priority 1.
    expect(stored).toMatchObject({ title: 'Maths olympiad', description: 'Gold at state level.', priority: 1, imageURL: 'https://res.cloudinary.com/demo/image/upload/olympiad.jpg' });
    expect(stored).not.toHaveProperty('imageUrl');
    expect(stored?.createdAt).toBeInstanceOf(Date);
    expect(await listAchievements()).toEqual([
      { id, title: 'Maths olympiad', description: 'Gold at state level.', priority: 1, imageUrl: 'https://res.cloudinary.com/demo/image/upload/olympiad.jpg', updatedAt: null },
    ]);
  });

  it('saving an edit of an older document moves its image from imageUrl to imageURL', async () => {
    await putRaw('achievements/legacy', achievement('Legacy', 5, { imageUrl: ' https://res.cloudinary.com/demo/image/upload/legacy.jpg ' }));
    await putRaw('achievements/other', achievement('Other', 2, { imageURL: 'https://res.cloudinary.com/demo/image/upload/other.jpg' }));

    await updateAchievement('legacy', { title: 'Legacy, edited', description: 'Now with a new photo.', imageUrl: 'https://res.cloudinary.com/demo/image/upload/new-photo.jpg' }, await openedIn(listAchievements(), 'legacy'));

    const stored = await getRaw('achievements/legacy');
    // An edit keeps the place: only Move up and Move down change it.
    expect(stored).toMatchObject({ title: 'Legacy, edited', priority: 5, imageURL: 'https://res.cloudinary.com/demo/image/upload/new-photo.jpg' });
    expect(stored).not.toHaveProperty('imageUrl');
    const list = await listAchievements();
    expect(list.map((item) => item.id)).toEqual(['other', 'legacy']);
    expect(list[1]?.imageUrl).toBe('https://res.cloudinary.com/demo/image/upload/new-photo.jpg');
  });

  it('deletes an achievement', async () => {
    const gone = await addAchievement(olympiad);
    const kept = await addAchievement({ ...olympiad, title: 'Kept' });

    await deleteAchievement({ id: gone, title: 'A deleted item' });

    expect(await getRaw(`achievements/${gone}`)).toBeUndefined();
    expect((await listAchievements()).map((item) => item.id)).toEqual([kept]);
  });
});
