/**
 * The home page's 'moments that matter' photo grid: nine fixed items (docs/product-rules.md#home). Each button does
 * a full page load to one of its four pages (docs/product-rules.md#menus-and-buttons).
 */

export type PhotoGridTag = '#Sport' | '#Traditional' | '#Cultural';

/** The only four targets of the photo-grid buttons. */
export const photoGridTargets = ['/school-overview', '/infrastructure', '/OurEvents', '/achievements'] as const;
export type PhotoGridTarget = (typeof photoGridTargets)[number];

export interface PhotoGridItem {
  title: string;
  tag: PhotoGridTag;
  caption: string;
  image: { src: string; alt: string; width: number; height: number };
  target: PhotoGridTarget;
  /** The button's text: where it leads. */
  targetLabel: string;
}

const ACTIVITY_IMAGE = { width: 800, height: 600 } as const;

const toAchievements = { target: '/achievements', targetLabel: 'Our achievements' } as const;
const toEvents = { target: '/OurEvents', targetLabel: 'See the gallery' } as const;
const toInfrastructure = { target: '/infrastructure', targetLabel: 'Explore the campus' } as const;
const toOverview = { target: '/school-overview', targetLabel: 'School overview' } as const;

export const photoGridItems: PhotoGridItem[] = [
  {
    title: 'Taekwondo',
    tag: '#Sport',
    caption: 'Discipline, focus and confidence, one kick at a time.',
    image: { src: '/demo/activities/taekwondo.webp', alt: 'Two students in white uniforms practising taekwondo kicks on a mat', ...ACTIVITY_IMAGE },
    ...toAchievements,
  },
  {
    title: 'Gymnastics',
    tag: '#Sport',
    caption: 'Balance and grace built through patient practice.',
    image: { src: '/demo/activities/gymnastics.webp', alt: 'A student balancing on one leg on a beam', ...ACTIVITY_IMAGE },
    ...toAchievements,
  },
  {
    title: 'Chess',
    tag: '#Sport',
    caption: 'Thinking ahead, move by move, in our chess club.',
    image: { src: '/demo/activities/chess.webp', alt: 'Two students beside a large chess board during a lesson', ...ACTIVITY_IMAGE },
    ...toOverview,
  },
  {
    title: 'Silambam',
    tag: '#Traditional',
    caption: 'Tamil Nadu’s own martial art, kept alive by our students.',
    image: { src: '/demo/activities/silambam.webp', alt: 'A student spinning a long silambam staff outdoors', ...ACTIVITY_IMAGE },
    ...toEvents,
  },
  {
    title: 'Table Tennis',
    tag: '#Sport',
    caption: 'Quick reflexes and friendly rallies in the indoor hall.',
    image: { src: '/demo/activities/table-tennis.webp', alt: 'Two students playing table tennis', ...ACTIVITY_IMAGE },
    ...toInfrastructure,
  },
  {
    title: 'Football',
    tag: '#Sport',
    caption: 'Teamwork on the school ground, every evening.',
    image: { src: '/demo/activities/football.webp', alt: 'Students playing football on a green field', ...ACTIVITY_IMAGE },
    ...toInfrastructure,
  },
  {
    title: 'Athletics',
    tag: '#Sport',
    caption: 'Clearing hurdles on the track and beyond it.',
    image: { src: '/demo/activities/athletics.webp', alt: 'A student jumping a hurdle on a running track', ...ACTIVITY_IMAGE },
    ...toAchievements,
  },
  {
    title: 'Dance',
    tag: '#Cultural',
    caption: 'Classical and folk dance that celebrates our heritage.',
    image: { src: '/demo/activities/dance.webp', alt: 'A student in a classical dance costume performing on stage', ...ACTIVITY_IMAGE },
    ...toEvents,
  },
  {
    title: 'Skating',
    tag: '#Sport',
    caption: 'Speed and balance on the skating rink.',
    image: { src: '/demo/activities/skating.webp', alt: 'Two students roller skating on a rink', ...ACTIVITY_IMAGE },
    ...toInfrastructure,
  },
];
