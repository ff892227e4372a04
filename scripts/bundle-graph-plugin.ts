/**
 * Writes the build's chunk graph to `.vite/bundle-graph.json` in the output: for every JavaScript chunk its static
 * and dynamic imports and the modules it holds. scripts/check-bundle.mjs reads it to measure what the home page
 * loads first and to find code that must stay out of it.
 */
import type { Plugin } from 'vite';
import { GRAPH_PATH, type BundleGraph } from './lib/bundle-budget.mjs';

export function bundleGraphPlugin(): Plugin {
  return {
    name: 'bundle-graph',
    apply: 'build',
    // After vite:css-post has dropped the chunks that only held CSS, so the graph names only files that exist.
    enforce: 'post',
    applyToEnvironment: (environment) => environment.config.consumer === 'client',
    generateBundle(_options, bundle) {
      // Vite's root and module ids use forward slashes on every platform.
      const rootPrefix = `${this.environment.config.root}/`;
      const relative = (id: string): string => (id.startsWith(rootPrefix) ? id.slice(rootPrefix.length) : id);
      const graph: BundleGraph = { chunks: [] };
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk') continue;
        graph.chunks.push({
          fileName: output.fileName,
          isEntry: output.isEntry,
          isDynamicEntry: output.isDynamicEntry,
          facadeModuleId: output.facadeModuleId === null ? null : relative(output.facadeModuleId),
          imports: output.imports,
          dynamicImports: output.dynamicImports,
          modules: output.moduleIds.map(relative),
        });
      }
      this.emitFile({ type: 'asset', fileName: GRAPH_PATH, source: JSON.stringify(graph, null, 2) });
    },
  };
}
