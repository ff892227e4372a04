/**
 * How many items each preview of the home page shows (and reads: no more). A file of its own: the entry imports it to
 * start the home page's reads (src/app/pageReads.ts), and must not carry the home page's texts with it.
 */
export const homePreviewSizes = { events: 6, achievements: 3, infrastructure: 6, links: 6, keyDates: 3 } as const;
