import { describe, expect, it } from 'vitest';
import { REQUIRED_FIELDS_MISSING } from '@/features/links/linkSchema';
import { storableAddress } from '@/lib/webAddress';

/** Whether the link form takes the typed address (the rule the security rules apply too). */
const isWebAddress = (url: string) => storableAddress(url) !== null;

describe('the link form rules', () => {
  it("asks for the required fields with its exact message", () => {
    expect(REQUIRED_FIELDS_MISSING).toBe('❌ Please fill in all required fields.');
  });

  it('accepts an https address in any case of the scheme, surrounding spaces included, and a page of the site', () => {
    expect(isWebAddress('https://www.cbse.gov.in/')).toBe(true);
    expect(isWebAddress('  HTTPS://WWW.CBSE.GOV.IN/  ')).toBe(true);
    expect(isWebAddress('/Events')).toBe(true);
  });

  it('refuses anything else, an http address included (the security rules refuse it too)', () => {
    for (const url of ['www.cbse.gov.in', 'http://example.org/page', 'javascript:alert(1)', 'data:text/html,hi', 'ftp://example.org/', 'https://exa mple.org/', '//evil.example/', '/\\evil.example/']) {
      expect(isWebAddress(url), url).toBe(false);
    }
  });
});
