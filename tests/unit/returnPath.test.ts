import { describe, expect, test } from 'vitest';
import { DASHBOARD_PATH, adminPages } from '@/content/adminPages';
import { returnPath } from '@/features/auth/returnPath';

const EVENTS_PATH = adminPages.find((page) => page.id === 'events')?.path ?? '';

describe('returnPath: where the login page sends an administrator after signing in', () => {
  test('the admin page the guard turned them away from, with its search and hash', () => {
    expect(returnPath({ from: { pathname: EVENTS_PATH, search: '?view=archived', hash: '#item-events_gallery-abc' } })).toBe(
      `${EVENTS_PATH}?view=archived#item-events_gallery-abc`,
    );
    expect(returnPath({ from: { pathname: DASHBOARD_PATH, search: '', hash: '' } })).toBe(DASHBOARD_PATH);
    for (const { path } of adminPages) expect(returnPath({ from: { pathname: path, search: '', hash: '' } })).toBe(path);
  });

  test('the dashboard when nothing was asked for', () => {
    expect(returnPath(null)).toBe(DASHBOARD_PATH);
    expect(returnPath(undefined)).toBe(DASHBOARD_PATH);
    expect(returnPath({})).toBe(DASHBOARD_PATH);
  });

  test.each([
    ['another site', { from: { pathname: 'https://evil.example/', search: '', hash: '' } }],
    ['another site without a scheme', { from: { pathname: '//evil.example/x', search: '', hash: '' } }],
    ['a public page', { from: { pathname: '/about', search: '', hash: '' } }],
    ['the login page itself', { from: { pathname: '/auth-x8a9b7c-login', search: '', hash: '' } }],
    ['an admin path in other letters', { from: { pathname: EVENTS_PATH.toUpperCase(), search: '', hash: '' } }],
    ['a search that is not one', { from: { pathname: EVENTS_PATH, search: '/../../evil', hash: '' } }],
    ['a hash that is not one', { from: { pathname: EVENTS_PATH, search: '', hash: '//evil.example' } }],
    ['a path that is not text', { from: { pathname: ['/dashboard-x8f91a2'], search: '', hash: '' } }],
    ['a bare string', 'https://evil.example/'],
  ])('the dashboard for a crafted value: %s', (_, state) => {
    expect(returnPath(state)).toBe(DASHBOARD_PATH);
  });
});
