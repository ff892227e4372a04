// Where an uploaded picture or PDF may come from, as the admin forms judge it (src/lib/uploadHost.ts): the same
// samples as the rules' isUpload (tests/rules/addresses.test.ts).
import { describe, expect, it } from 'vitest';
import { UPLOADS_CLOUD_FOR_EMULATORS } from '@/lib/config';
import { isUploadAddress } from '@/lib/uploadHost';
import { ACCEPTED_UPLOADS, LINKS_ONLY } from '../support/addressSamples';

describe('an upload’s address', () => {
  it.each(ACCEPTED_UPLOADS)('is %s', (_kind, address) => {
    expect(isUploadAddress(address, UPLOADS_CLOUD_FOR_EMULATORS)).toBe(true);
  });

  it.each(LINKS_ONLY)('is not %s (a link may be)', (_kind, address) => {
    expect(isUploadAddress(address, UPLOADS_CLOUD_FOR_EMULATORS)).toBe(false);
  });

  it('is on the cloud it is given, and no other', () => {
    expect(isUploadAddress('https://res.cloudinary.com/our-school/image/upload/a.png', 'our-school')).toBe(true);
    expect(isUploadAddress('https://res.cloudinary.com/demo/image/upload/a.png', 'our-school')).toBe(false);
  });
});
