import { realpathSync } from 'node:fs';
import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig, searchForWorkspaceRoot } from 'vite';
import { bundleGraphPlugin } from './scripts/bundle-graph-plugin.ts';
import { hostingRewritesPlugin } from './scripts/hosting-rewrites-plugin.ts';
import { localUploadPlugin } from './scripts/local-upload-plugin.ts';
import { modulePreloadPolicy } from './scripts/module-preload-plugin.ts';

/** `@/…` is `src/…` (also in tsconfig paths and vitest.config.ts). */
export const sourceAlias = { '@': path.resolve(import.meta.dirname, 'src') };

/**
 * What the dev and test servers may serve: the project and its packages, where they really are. The packages may be a
 * link to another checkout's (the deploy's dry run, tests/scripts/deployDryRun.test.ts), and a file imported with
 * `?url` from outside the allowed folders is refused.
 */
export const servedFiles = { fs: { allow: [searchForWorkspaceRoot(import.meta.dirname), realpathSync(path.join(import.meta.dirname, 'node_modules'))] } };

const preload = modulePreloadPolicy();

export default defineConfig({
  plugins: [
    react(),
    localUploadPlugin(path.resolve(import.meta.dirname, '.local-uploads')),
    bundleGraphPlugin(),
    preload.plugin,
    hostingRewritesPlugin(path.resolve(import.meta.dirname, 'firebase.json')),
  ],
  resolve: { alias: sourceAlias },
  // Saved page data of another build is not restored (src/lib/savedQueries.ts).
  define: { __BUILD_ID__: JSON.stringify(new Date().toISOString()) },
  server: { port: 5173, strictPort: true, ...servedFiles },
  preview: { port: 4173, strictPort: true },
  build: {
    target: 'es2022',
    // No source maps: nothing reads them (there is no error reporting service), and a map in the build would publish
    // the source wherever the build is served from.
    sourcemap: false,
    // No modulepreload polyfill: every browser the site supports preloads modules itself, and the others simply load
    // them when imported. What a dynamic import preloads: scripts/module-preload-plugin.ts.
    modulePreload: { polyfill: false, resolveDependencies: preload.resolveDependencies },
    // dist/.vite/manifest.json: the prerender step links each page's chunks and styles from its HTML.
    manifest: true,
  },
});
