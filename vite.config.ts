import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { localUploadPlugin } from './scripts/local-upload-plugin.ts';

/** `@/…` is `src/…` (also in tsconfig paths and vitest.config.ts). */
export const sourceAlias = { '@': path.resolve(import.meta.dirname, 'src') };

export default defineConfig({
  plugins: [react(), localUploadPlugin(path.resolve(import.meta.dirname, '.local-uploads'))],
  resolve: { alias: sourceAlias },
  server: { port: 5173, strictPort: true },
  preview: { port: 4173, strictPort: true },
  build: { target: 'es2022', sourcemap: true },
});
