import { expect, it } from 'vitest';
import { PUBLIC_PAGE_IDS } from '@/app/pageIds';
import { publicRoutes } from '../../scripts/lib/bench-settings.mjs';

it('the bench measures the home page and every public page, read from the source of pageIds.ts', () => {
  expect(publicRoutes()).toEqual(['/', ...PUBLIC_PAGE_IDS]);
});
