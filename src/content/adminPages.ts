import { areaEntries, type AreaAdmin, type AreaId, type Areas } from './areas';

/**
 * The administrator area's addresses (docs/product-rules.md#admin-routes). They are deliberately not linked from the
 * public pages.
 */
export const LOGIN_PATH = '/auth-x8a9b7c-login';
export const DASHBOARD_PATH = '/dashboard-x8f91a2';

/** The areas with an admin page, by their ids in the registry (areas.ts). */
export type AdminPageId = { [K in AreaId]: Areas[K] extends { admin: AreaAdmin } ? K : never }[AreaId];

/** An admin page, with the id of its area (whose folder's `admin` holds its `component`). */
export interface AdminPageEntry extends AreaAdmin {
  id: AdminPageId;
}

/** In the order of the dashboard's buttons (docs/product-rules.md#admin-routes): the registry's. */
export const adminPages: AdminPageEntry[] = areaEntries.flatMap(([id, area]) => (area.admin ? [{ id: id as AdminPageId, ...area.admin }] : []));
