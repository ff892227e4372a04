import { describe, expect, test } from 'vitest';
import { isSamePage } from '@/app/layout/samePage';

const aliasGroups = [
  ['/InfrastructureSection', '/infrastructure', '/Infrastructure'],
  ['/overview', '/school-overview', '/Overview'],
  ['/ImportantLinks', '/Links'],
];

describe('isSamePage (which menu link marks the current page)', () => {
  test('a link is current on its own path, whatever the case or a trailing slash', () => {
    expect(isSamePage('/about', '/about', aliasGroups)).toBe(true);
    expect(isSamePage('/about', '/About/', aliasGroups)).toBe(true);
    expect(isSamePage('/', '/', aliasGroups)).toBe(true);
  });

  test('a link is current on any alias of its page', () => {
    expect(isSamePage('/Infrastructure', '/InfrastructureSection', aliasGroups)).toBe(true);
    expect(isSamePage('/Overview', '/school-overview', aliasGroups)).toBe(true);
    expect(isSamePage('/ImportantLinks', '/links', aliasGroups)).toBe(true);
  });

  test('a link is not current on another page', () => {
    expect(isSamePage('/', '/about', aliasGroups)).toBe(false);
    expect(isSamePage('/Overview', '/Infrastructure', aliasGroups)).toBe(false);
    expect(isSamePage('/about', '/no-such-page', aliasGroups)).toBe(false);
  });
});
