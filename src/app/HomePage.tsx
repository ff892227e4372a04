import { Suspense } from 'react';
import { AdmissionsNews } from '@/features/admissions/AdmissionsNews';
import { HomeHero } from '@/features/home/HomeHero';
import { lazyPage } from '@/lib/lazyPage';
import './HomePage.css';

// Everything after the hero: its own chunk, requested as the page renders, so the first screen (and every other page)
// does not wait for the sections' code or for the database client they read through.
export const HomeSections = lazyPage(() => import('./HomeSections').then((m) => m.default));

/** The home page, in the order of docs/product-rules.md#home. */
export function HomePage() {
  return (
    <>
      <HomeHero news={<AdmissionsNews />} />
      <Suspense fallback={<div className="home-page__sections-loading" role="status" aria-label="Loading..." />}>
        <HomeSections />
      </Suspense>
    </>
  );
}
