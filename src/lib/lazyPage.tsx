import { lazy, type ComponentType } from 'react';

/** A lazily loaded component that can also be loaded ahead of its first render. */
export type LazyPage = ComponentType & { preload: () => Promise<void> };

/**
 * Like `React.lazy`, but once `preload()` has resolved the component renders at once instead of suspending. The
 * browser preloads the page it hydrates: a Suspense boundary that suspends while hydrating would be replaced by its
 * fallback as soon as anything above it re-renders, and the page would flash 'Loading...' and jump.
 */
export function lazyPage(load: () => Promise<ComponentType>): LazyPage {
  let loaded: ComponentType | null = null;
  let loading: Promise<ComponentType> | null = null;
  const start = () => {
    loading ??= load().then((component) => (loaded = component));
    return loading;
  };
  const Suspending = lazy(async () => ({ default: await start() }));
  function Page() {
    const Loaded = loaded;
    return Loaded ? <Loaded /> : <Suspending />;
  }
  return Object.assign(Page, { preload: async () => void (await start()) });
}
