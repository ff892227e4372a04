import { ANNOUNCEMENT_ROUTE } from '@/features/announcements/announcementAddress';
import { lazyPage, type LazyPage } from '@/lib/lazyPage';
import { areaEntries, type AreaPage } from '@/content/areas';
import { featureComponent } from './featureComponents';
import { PUBLIC_PAGE_IDS, type PageId, type PublicPageId } from './pageIds';


export interface PublicPage extends Omit<AreaPage, 'path' | 'aliases' | 'component'> {
  id: PublicPageId;
  /** Every path of the page, its own address (its id) first, then its aliases. */
  paths: string[];
  /** The module the page loads as it first renders (its source file), which the build links in the page's HTML. */
  source: string;
  Page: LazyPage;
}

const registered = new Map(areaEntries.flatMap(([folder, area]) => area.pages.map((page) => [page.path, { folder, page }] as const)));

/**
 * Every public page with an address of its own, in the order of PUBLIC_PAGE_IDS. The entry's list (pageIds.ts) may
 * only name the registry's pages (its type check), and must name them all (here).
 */
export const publicPages: PublicPage[] = PUBLIC_PAGE_IDS.map((id) => {
  const entry = registered.get(id);
  if (!entry) throw new Error(`${id} is not in the registry (src/content/areas.ts).`);
  const { folder, page: { aliases, title, component } } = entry;
  const source = `src/features/${folder}/${component}.tsx`;
  return { id, paths: [id, ...aliases], title, source, Page: lazyPage(featureComponent(source)) };
});
const unlisted = [...registered.keys()].filter((path) => !publicPages.some((page) => page.id === path));
if (unlisted.length > 0) throw new Error(`PUBLIC_PAGE_IDS (src/app/pageIds.ts) does not list ${unlisted.join(', ')}.`);

/**
 * A page with an address of its own for each item, read in the browser: its route has a parameter (`:id`), and it
 * sets its own title once the item is read. The build prerenders it once, loading, and Hosting serves that file at
 * every address the route matches (firebase.json).
 */
export interface ItemPage {
  /** The route, which is its page id. */
  route: PageId;
  Page: LazyPage;
}

/** Each announcement at `/Announcements/<id>`. */
export const announcementPage: ItemPage = {
  route: ANNOUNCEMENT_ROUTE,
  Page: lazyPage(() => import('@/features/announcements/AnnouncementPage').then((m) => m.AnnouncementPage)),
};

/** What any other address shows. */
export const notFoundPage = lazyPage(() => import('./NotFoundPage').then((m) => m.NotFoundPage));
