/**
 * Which file the service worker answers each address with (src/serviceWorker/pageRoutes.ts), from the routes the
 * build writes into it (scripts/lib/service-worker.mjs: the built pages and firebase.json's rewrites).
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { pageFileAt } from '@/serviceWorker/pageRoutes';
import { DASHBOARD_PATH, LOGIN_PATH, adminPages } from '@/content/adminPages';
import { pageRoutes, publicFiles } from '../../scripts/lib/service-worker.mjs';

const dist = mkdtempSync(path.join(tmpdir(), 'sw-routes-'));
for (const file of ['index.html', 'about.html', 'OurEvents.html', 'Announcements.html', 'Announcements_id.html', 'auth-x8a9b7c-login.html', '404.html']) {
  writeFileSync(path.join(dist, file), '<!doctype html>');
}
const routes = pageRoutes(dist);
afterAll(() => rmSync(dist, { recursive: true, force: true }));

describe('the pages the service worker answers', () => {
  it.each([
    ['/', '/index.html'],
    ['/about', '/about.html'],
    ['/about/', '/about.html'],
    ['/OurEvents', '/OurEvents.html'],
    ['/Events', '/OurEvents.html'],
    ['/Announcements', '/Announcements.html'],
    ['/Announcements/some-id', '/Announcements_id.html'],
  ])('%s is %s', (address, file) => {
    expect(pageFileAt(routes, address)).toEqual({ file, admin: false });
  });

  it('leaves to the network what is no page of the site: an unknown address, a deeper one, a file', () => {
    for (const address of ['/no-such-page', '/Announcements/some-id/more', '/about.html.bak', '/sitemap.xml', '/ABOUT']) {
      expect(pageFileAt(routes, address), address).toBeNull();
    }
  });

  it("knows every admin address as the admin area's, answered by its empty shell only when offline", () => {
    for (const address of [LOGIN_PATH, DASHBOARD_PATH, ...adminPages.map(({ path: adminPath }) => adminPath)]) {
      expect(pageFileAt(routes, address), address).toEqual({ file: '/auth-x8a9b7c-login.html', admin: true });
    }
  });
});

describe('the code the service worker precaches', () => {
  it("is what the entry reaches, statically or lazily, except through the admin area's modules", () => {
    const manifest = {
      'index.html': { file: 'assets/index.js', src: 'index.html', css: ['assets/index.css'], dynamicImports: ['src/boot.tsx'] },
      'src/boot.tsx': { file: 'assets/boot.js', src: 'src/boot.tsx', imports: ['_shared.js'], dynamicImports: ['src/features/events/EventsPage.tsx', 'src/app/admin/AdminArea.tsx'] },
      'src/features/events/EventsPage.tsx': { file: 'assets/EventsPage.js', src: 'src/features/events/EventsPage.tsx', css: ['assets/EventsPage.css'] },
      'src/app/admin/AdminArea.tsx': { file: 'assets/AdminArea.js', src: 'src/app/admin/AdminArea.tsx', imports: ['_adminOnly.js', '_shared.js'] },
      '_adminOnly.js': { file: 'assets/adminOnly.js' },
      '_shared.js': { file: 'assets/shared.js' },
    };
    expect([...publicFiles(manifest)].sort()).toEqual(
      ['assets/index.js', 'assets/index.css', 'assets/boot.js', 'assets/shared.js', 'assets/EventsPage.js', 'assets/EventsPage.css'].sort(),
    );
  });
});
