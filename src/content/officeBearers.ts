/**
 * The six office-bearers shown on the administration page (docs/product-rules.md#administration: exactly six, in
 * this order).
 *
 * [placeholders] The roles are fixed, the people not yet given: the names below are sample names and the
 * photos are illustrations in public/demo/people/. The school replaces each `name` and `img` before launch.
 * An entry whose `img` is null shows the initials of its name instead of a photo.
 */

export interface OfficeBearer {
  id: string;
  name: string;
  role: string;
  /** A square photo (at least 400 x 400) under public/, or null for the initials placeholder. */
  img: string | null;
}

export const officeBearers: readonly OfficeBearer[] = [
  { id: 'president', name: 'K. Ramanathan', role: 'President', img: '/demo/people/president.webp' },
  {
    id: 'secretary-correspondent',
    name: 'Lakshmi Ramanathan',
    role: 'Secretary & Correspondent',
    img: '/demo/people/secretary-correspondent.webp',
  },
  { id: 'associate-secretary', name: 'Arjun Ramanathan', role: 'Associate Secretary', img: '/demo/people/associate-secretary.webp' },
  // No photo yet: the page shows the initials 'SV' until the school adds one.
  { id: 'treasurer', name: 'S. Venkataraman', role: 'Treasurer', img: null },
  { id: 'correspondent', name: 'Priya Arjun', role: 'Correspondent', img: '/demo/people/correspondent.webp' },
  { id: 'principal', name: 'Madhavi Srinivasan', role: 'Principal', img: '/demo/people/principal.webp' },
];
