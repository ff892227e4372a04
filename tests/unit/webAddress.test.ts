import { describe, expect, it } from 'vitest';
import { readableAddress, storableAddress, storedAddress } from '@/lib/webAddress';
import { ACCEPTED_ADDRESSES, NORMALISED_ADDRESSES, REFUSED_ADDRESSES } from '../support/addressSamples';

const SITE = 'https://school.example';

describe('the address rule of the admin forms (the same samples as tests/rules/addresses.test.ts)', () => {
  it.each(ACCEPTED_ADDRESSES)('stores %s as it is', (_kind, address) => {
    expect(storableAddress(address)).toBe(address);
  });

  it.each(NORMALISED_ADDRESSES)('stores %s in the form the rules accept', (_kind, typed, stored) => {
    expect(storableAddress(typed)).toBe(stored);
  });

  it.each(REFUSED_ADDRESSES)('refuses %s', (_kind, address) => {
    expect(storableAddress(address)).toBeNull();
  });

  it('bounds an address at 2,048 characters, as the rules do', () => {
    const web = (size: number) => `https://example.com/${'a'.repeat(size - 20)}`;
    const path = (size: number) => `/demo/${'a'.repeat(size - 6)}`;
    expect(storableAddress(web(2048))).toBe(web(2048));
    expect(storableAddress(path(2048))).toBe(path(2048));
    expect(storableAddress(web(2049))).toBeNull();
    expect(storableAddress(path(2049))).toBeNull();
  });

  // What the rule is for: what a browser makes of a stored address, on a page of the site.
  it.each([...ACCEPTED_ADDRESSES, ...NORMALISED_ADDRESSES.map(([kind, , stored]) => [kind, stored] as [string, string])])(
    '%s leads a browser to https, and a site path to this site',
    (_kind, address) => {
      const stored = storableAddress(address) ?? '';
      const resolved = new URL(stored, SITE);
      expect(resolved.protocol).toBe('https:');
      if (stored.startsWith('/')) expect(resolved.origin).toBe(SITE);
    },
  );

  it.each(REFUSED_ADDRESSES.filter(([, address]) => address.startsWith('/')))(
    'refuses %s, which a browser may read as another host or which hides white space',
    (_kind, address) => {
      expect(storableAddress(address)).toBeNull();
    },
  );

  it('names the address and the rule when it cannot be stored', () => {
    expect(storedAddress(' HTTPS://example.com/a.png ')).toBe('https://example.com/a.png');
    expect(() => storedAddress('http://example.com/a.png')).toThrow(
      'The address “http://example.com/a.png” cannot be saved: the site keeps only an address starting with https://, or a page of this site starting with a single /.',
    );
  });
});

describe('what the pages show (stored documents may predate the rule)', () => {
  it('shows what the site stores, trimmed', () => {
    expect(readableAddress('  https://www.cbse.gov.in/results  ')).toBe('https://www.cbse.gov.in/results');
    expect(readableAddress('/demo/lab.jpg')).toBe('/demo/lab.jpg');
    expect(readableAddress('/Events')).toBe('/Events');
  });

  it('shows an older http address, in any case', () => {
    expect(readableAddress('http://example.org')).toBe('http://example.org');
    expect(readableAddress(' HTTP://EXAMPLE.ORG/a.png')).toBe('HTTP://EXAMPLE.ORG/a.png');
    expect(readableAddress('HTTPS://example.org/')).toBe('HTTPS://example.org/');
  });

  it.each([
    ['javascript:alert(1)'],
    [' JavaScript:alert(1)'],
    ['data:text/html,<script>alert(1)</script>'],
    ['//evil.example/x'],
    ['/\\evil.example/p.png'],
    ['/\t/evil.example/p.png'],
    ['http:/\\evil.example'],
    ['https://exa mple.org'],
    ['https://'],
    ['demo/a.jpg'],
    [''],
    [null],
    [42],
  ])('never shows %j', (value) => {
    expect(readableAddress(value)).toBeNull();
  });
});
