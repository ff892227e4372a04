import type { Rollup } from 'vite';
import { describe, expect, it } from 'vitest';
import { modulePreloadPolicy } from '../../scripts/module-preload-plugin';

const ROOT = '/repo';
const chunk = (fileName: string, modules: string[]) => ({ type: 'chunk', fileName, moduleIds: modules.map((id) => `${ROOT}/${id}`) });
const bundle = {
  a: chunk('assets/EventsAdminPage-1.js', ['src/features/events/admin/EventsAdminPage.tsx']),
  b: chunk('assets/EventsPage-2.js', ['src/features/events/EventsPage.tsx']),
} as unknown as Rollup.OutputBundle;
const deps = ['assets/shared-3.js', 'assets/shared-3.css'];

function writtenPolicy() {
  const { plugin, resolveDependencies } = modulePreloadPolicy();
  const generateBundle = plugin.generateBundle as (this: unknown, options: unknown, written: Rollup.OutputBundle) => void;
  generateBundle.call({ environment: { config: { root: ROOT } } }, {}, bundle);
  return resolveDependencies;
}

describe('what a dynamic import preloads', () => {
  it('a public chunk: only its styles (the service worker keeps its scripts)', () => {
    expect(writtenPolicy()('assets/EventsPage-2.js', deps, { hostId: 'assets/boot-4.js', hostType: 'js' })).toEqual(['assets/shared-3.css']);
  });

  it('an admin chunk: its scripts too', () => {
    expect(writtenPolicy()('assets/EventsAdminPage-1.js', deps, { hostId: 'assets/boot-4.js', hostType: 'js' })).toEqual(deps);
  });

  it("a page's HTML: everything Vite links", () => {
    expect(writtenPolicy()('assets/index-5.js', deps, { hostId: 'index.html', hostType: 'html' })).toEqual(deps);
  });

  it('refuses to answer before it has seen the bundle', () => {
    const { resolveDependencies } = modulePreloadPolicy();
    expect(() => resolveDependencies('assets/EventsPage-2.js', deps, { hostId: 'assets/boot-4.js', hostType: 'js' })).toThrow('before the bundle');
  });
});
