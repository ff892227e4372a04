// What `npm run cloudinary-setup` checks and what `npm run sweep-uploads` decides, apart from the calls they make
// (tests/scripts/uploads.test.ts runs them against the stand-in).
import { describe, expect, it } from 'vitest';
import { ALLOWED_FORMATS, presetDifferences, protectiveSettings, UPLOAD_FOLDER } from '../../scripts/lib/cloudinary-preset.mjs';
import { formatBytes, inBatches, isReferenced, unreferencedUploads } from '../../scripts/lib/sweep-uploads.mjs';

/** The preset as Cloudinary's Admin API answers for one set up with the protective settings. */
const stored = (settings: Record<string, unknown> = {}, unsigned: unknown = true) => ({
  name: 'school_announcement_upload',
  unsigned,
  settings: { allowed_formats: 'jpg,png,webp,gif,pdf', disallow_public_id: true, folder: UPLOAD_FOLDER, use_filename: false, unique_filename: true, overwrite: false, ...settings },
});

describe('the protective preset', () => {
  it('allows only the formats the site sends: never SVG or HTML', () => {
    const settings = protectiveSettings('p');
    expect(settings).toMatchObject({ name: 'p', unsigned: true, disallow_public_id: true, folder: UPLOAD_FOLDER, asset_folder: UPLOAD_FOLDER, overwrite: false });
    expect(settings.allowed_formats.split(',')).toEqual(ALLOWED_FORMATS);
    expect(ALLOWED_FORMATS).not.toContain('svg');
    expect(ALLOWED_FORMATS).not.toContain('html');
  });

  it('finds no difference in a protective preset, in any spelling of its values', () => {
    expect(presetDifferences(stored())).toEqual([]);
    expect(presetDifferences(stored({ allowed_formats: 'PDF, gif,webp,png,jpg', disallow_public_id: '1', overwrite: 0 }, 'true'))).toEqual([]);
    // A dynamic-folder account keeps the folder as asset_folder.
    expect(presetDifferences(stored({ folder: undefined, asset_folder: UPLOAD_FOLDER }))).toEqual([]);
  });

  it.each([
    ['unsigned', stored({}, false)],
    ['allowed_formats', stored({ allowed_formats: 'jpg,png,webp,gif,pdf,svg' })],
    ['allowed_formats', stored({ allowed_formats: undefined })],
    ['disallow_public_id', stored({ disallow_public_id: false })],
    ['folder', stored({ folder: 'somewhere-else' })],
    ['folder', stored({ folder: undefined })],
    ['use_filename', stored({ use_filename: true })],
    ['unique_filename', stored({ unique_filename: false })],
    ['overwrite', stored({ overwrite: true })],
  ])('names %s when it is loosened', (setting, preset) => {
    expect(presetDifferences(preset).map((difference) => difference.setting)).toEqual([setting]);
  });
});

describe('the sweep', () => {
  const now = new Date('2026-11-26T12:00:00Z');
  const upload = (public_id: string, daysOld: number) => ({ public_id, resource_type: 'image', bytes: 1000, created_at: new Date(now.getTime() - daysOld * 86_400_000).toISOString() });

  it('knows a picture by its public id in any address, and not by a longer id that starts with it', () => {
    expect(isReferenced('school-site/abc', '{"url":"https://res.cloudinary.com/x/image/upload/w_480/v1/school-site/abc.webp"}')).toBe(true);
    expect(isReferenced('school-site/abc', '{"url":"/__local-upload/files/school-site/abc.webp"}')).toBe(true);
    expect(isReferenced('school-site/abc', '{"url":"https://res.cloudinary.com/x/image/upload/v1/school-site/abcd.webp"}')).toBe(false);
    expect(isReferenced('school-site/a.b', 'school-site/aXb')).toBe(false);
  });

  it('sweeps only unreferenced uploads of the folder, old enough', () => {
    const uploads = [upload('school-site/old', 8), upload('school-site/new', 6), upload('school-site/used', 30), upload('elsewhere/old', 30)];
    const swept = unreferencedUploads(uploads, { corpus: 'school-site/used.webp', folder: 'school-site', olderThanDays: 7, now });
    expect(swept.map((item) => item.public_id)).toEqual(['school-site/old']);
    expect(unreferencedUploads(uploads, { corpus: '', folder: 'school-site', olderThanDays: 0, now }).map((item) => item.public_id)).toEqual(['school-site/old', 'school-site/new', 'school-site/used']);
  });

  it('deletes in batches the Admin API takes, and says sizes plainly', () => {
    expect(inBatches(Array.from({ length: 250 }, (_, index) => index), 100).map((batch) => batch.length)).toEqual([100, 100, 50]);
    expect([formatBytes(120), formatBytes(830 * 1024), formatBytes(1.25 * 1024 * 1024)]).toEqual(['120 B', '830 KB', '1.3 MB']);
  });
});
