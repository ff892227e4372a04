import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { globPattern, rewrittenPath } from '../../scripts/hosting-rewrites-plugin';

const { rewrites } = (JSON.parse(readFileSync('firebase.json', 'utf8')) as { hosting: { rewrites: { source: string; destination: string }[] } }).hosting;

describe('the preview serves the files firebase.json rewrites to, as Hosting does', () => {
  it("serves an announcement's address, with or without a trailing slash, the announcement page", () => {
    expect(rewrittenPath(rewrites, '/Announcements/annual-day-2026')).toBe('/Announcements_id.html');
    expect(rewrittenPath(rewrites, '/Announcements/annual-day-2026/')).toBe('/Announcements_id.html');
    expect(rewrittenPath(rewrites, '/Announcements/a%20b')).toBe('/Announcements_id.html');
  });

  it('serves an alias its page and an admin path the admin shell', () => {
    expect(rewrittenPath(rewrites, '/Events')).toBe('/OurEvents.html');
    expect(rewrittenPath(rewrites, '/dashboard-x8f91a2')).toBe('/auth-x8a9b7c-login.html');
  });

  it('leaves anything else to the preview: the list itself, deeper paths, other spellings, assets', () => {
    for (const pathname of ['/Announcements', '/Announcements/', '/Announcements/a/b', '/announcements/abc', '/assets/boot.js', '/Eventsx']) {
      expect(rewrittenPath(rewrites, pathname), pathname).toBeNull();
    }
  });

  it('reads `*` as one path segment and `**` as any number, and the rest literally', () => {
    expect(globPattern('/a/*').test('/a/b')).toBe(true);
    expect(globPattern('/a/*').test('/a/b/c')).toBe(false);
    expect(globPattern('/a/**').test('/a/b/c')).toBe(true);
    expect(globPattern('/a.b').test('/axb')).toBe(false);
  });
});
