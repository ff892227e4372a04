import { describe, expect, it } from 'vitest';
import { REQUIRED_FIELDS_MISSING, isWebAddress } from '@/features/links/admin/linkInput';

describe('the link form rules', () => {
  it("asks for the required fields with the specification's message", () => {
    expect(REQUIRED_FIELDS_MISSING).toBe('❌ Please fill in all required fields.');
  });

  it('accepts a full http(s) address, surrounding spaces included', () => {
    expect(isWebAddress('https://www.cbse.gov.in/')).toBe(true);
    expect(isWebAddress('  http://example.org/page  ')).toBe(true);
  });

  it('refuses anything but a full http(s) address', () => {
    for (const url of ['www.cbse.gov.in', 'javascript:alert(1)', 'data:text/html,hi', 'ftp://example.org/', 'https://exa mple.org/']) {
      expect(isWebAddress(url), url).toBe(false);
    }
  });
});
