import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ADDRESS_MAX, readableAddress, storableAddress, storedAddress } from '@/lib/webAddress';
import { ACCEPTED_ADDRESSES, NORMALISED_ADDRESSES, REFUSED_ADDRESSES } from '../support/addressSamples';

const SITE = 'https://school.example';
const rules = readFileSync(new URL('../../firestore.rules', import.meta.url), 'utf8');

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

  it(`bounds an address at ${ADDRESS_MAX.toLocaleString('en-US')} characters`, () => {
    const web = (size: number) => `https://example.com/${'a'.repeat(size - 20)}`;
    const path = (size: number) => `/demo/${'a'.repeat(size - 6)}`;
    expect(storableAddress(web(ADDRESS_MAX))).toBe(web(ADDRESS_MAX));
    expect(storableAddress(path(ADDRESS_MAX))).toBe(path(ADDRESS_MAX));
    expect(storableAddress(web(ADDRESS_MAX + 1))).toBeNull();
    expect(storableAddress(path(ADDRESS_MAX + 1))).toBeNull();
  });

  // firestore.rules cannot import ADDRESS_MAX: its addressPattern() writes the bound as counted repeats ({0,1000} ...).
  it('bounds an address as addressPattern() in firestore.rules does', () => {
    const pattern = /function addressPattern\(\) \{([\s\S]*?)\n {4}\}/.exec(rules)?.[1] ?? '';
    /** The most characters the counted repeats of the alternative `name` (`let web = ...`) take. */
    const counted = (name: string) =>
      [...(new RegExp(`let ${name} = (.*);`).exec(pattern)?.[1] ?? '').matchAll(/\{\d+,(\d+)\}/g)].reduce((sum, [, most]) => sum + Number(most), 0);
    expect('https://'.length + counted('web'), 'an https:// address: the scheme, then the counted characters').toBe(ADDRESS_MAX);
    expect('/'.length + 1 + counted('path'), "a site path: '/', its first character, then the counted characters").toBe(ADDRESS_MAX);
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
