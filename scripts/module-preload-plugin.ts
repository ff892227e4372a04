/**
 * Which dependencies of a dynamic import the build's preload helper asks for beside it, with a
 * `<link rel="modulepreload">` added by script (Vite's `build.modulePreload.resolveDependencies`):
 * - The public pages' code: only its styles. Every public chunk is kept by the service worker after a first visit, and
 *   on a first visit the links, added by script as React starts (27 on the home page), held up the main thread of a
 *   mid-range phone for tens of milliseconds (README, Benchmark). A chunk's own imports are asked for once it arrives.
 * - The admin area's code (not kept by the worker, and used on phones with slow data): its scripts too, so that a page
 *   of it arrives in one round trip rather than one per level of its imports.
 * - A page's HTML: all that Vite links (the entry's imports; the prerender adds each page's own).
 */
import type { Plugin, ResolveModulePreloadDependenciesFn } from 'vite';
import { ADMIN_MODULES } from './lib/bundle-budget.mjs';

export function modulePreloadPolicy(): { plugin: Plugin; resolveDependencies: ResolveModulePreloadDependenciesFn } {
  /** The files of the chunks that hold admin code. */
  const adminChunks = new Set<string>();
  let written = false;
  const plugin: Plugin = {
    name: 'module-preload-policy',
    apply: 'build',
    applyToEnvironment: (environment) => environment.config.consumer === 'client',
    // Before Vite's import analysis, which writes the preload lists as the bundle is generated.
    enforce: 'pre',
    generateBundle(_options, bundle) {
      const rootPrefix = `${this.environment.config.root}/`;
      adminChunks.clear();
      for (const output of Object.values(bundle)) {
        if (output.type === 'chunk' && output.moduleIds.some((id) => ADMIN_MODULES.test(id.replace(rootPrefix, '')))) adminChunks.add(output.fileName);
      }
      written = true;
    },
  };
  const resolveDependencies: ResolveModulePreloadDependenciesFn = (file, deps, { hostType }) => {
    if (!written) throw new Error('module-preload-policy: the preload lists were written before the bundle');
    return hostType === 'html' || adminChunks.has(file) ? deps : deps.filter((dep) => dep.endsWith('.css'));
  };
  return { plugin, resolveDependencies };
}
