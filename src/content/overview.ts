/**
 * The Overview page: the school's facts, vision, mission and uniform (docs/product-rules.md#overview). The facts and
 * the names of the mission cards, uniform groups and days are fixed there; the descriptions are sample content for
 * the school to adjust.
 */
import { school } from './school';

export interface SchoolFact {
  label: string;
  value: string;
}

export interface MissionCard {
  title: 'Empowering Learners' | 'Unlocking Potential' | 'Building Responsible Citizens';
  text: string;
}

export type UniformGroupName = 'Kindergarten' | 'STD I to V' | 'STD VI to X' | 'STD XI & XII';
export type UniformDay = 'Monday' | 'Wednesday' | 'Tuesday/Thursday/Friday';

export interface UniformDayCard {
  day: UniformDay;
  /** What the day's uniform is called, e.g. 'Formal whites'. */
  name: string;
  items: string[];
}

export interface UniformGroup {
  group: UniformGroupName;
  /** Exactly the three day-cards, in the order shown. */
  days: [UniformDayCard, UniformDayCard, UniformDayCard];
}

export const facts: readonly SchoolFact[] = [
  { label: 'Medium of instruction', value: 'English' },
  { label: 'Pre-KG', value: 'Available' },
  { label: 'Languages offered, KG to VI', value: 'Hindi and Tamil' },
  { label: 'Languages offered, VII to XII', value: 'Hindi and Tamil' },
  { label: 'CBSE affiliation number', value: school.cbseAffiliationNumber },
];

export const vision =
  'To be a school where every child is known, valued and inspired: where curiosity is kindled, character is shaped and young minds are illuminated to lead lives of learning, purpose and service.';

export const missions: readonly MissionCard[] = [
  {
    title: 'Empowering Learners',
    text: 'Engaging, activity-based teaching that builds strong foundations, confident communication and the habit of asking questions.',
  },
  {
    title: 'Unlocking Potential',
    text: 'Sport, the arts, clubs and competitions beside the classroom, so that every child discovers and grows their own talents.',
  },
  {
    title: 'Building Responsible Citizens',
    text: 'Values, discipline and service to the community, with pride in our heritage and care for one another and the environment.',
  },
];

export const uniformIntro =
  'Students wear the uniform of their group on each school day, neat and complete, with the school ID card. Uniforms are available at the school store.';

export const uniformGroups: readonly UniformGroup[] = [
  {
    group: 'Kindergarten',
    days: [
      { day: 'Monday', name: 'Formal whites', items: ['White shirt with school badge', 'White shorts (boys) or white pinafore (girls)', 'White socks and white canvas shoes'] },
      { day: 'Wednesday', name: 'House colours', items: ['House-coloured T-shirt', 'Navy track shorts', 'White socks and white canvas shoes'] },
      { day: 'Tuesday/Thursday/Friday', name: 'Regular uniform', items: ['Sky-blue checked shirt', 'Navy shorts (boys) or navy pinafore (girls)', 'Navy socks and black Velcro shoes'] },
    ],
  },
  {
    group: 'STD I to V',
    days: [
      { day: 'Monday', name: 'Formal whites', items: ['White shirt with school tie and badge', 'White shorts (boys) or white pinafore (girls)', 'White socks and white canvas shoes'] },
      { day: 'Wednesday', name: 'House colours', items: ['House-coloured T-shirt', 'White track pants', 'White socks and sports shoes'] },
      { day: 'Tuesday/Thursday/Friday', name: 'Regular uniform', items: ['Sky-blue checked shirt with school tie', 'Navy shorts (boys) or navy pinafore (girls)', 'Navy socks and black shoes'] },
    ],
  },
  {
    group: 'STD VI to X',
    days: [
      { day: 'Monday', name: 'Formal whites', items: ['White shirt with school tie and badge', 'White trousers (boys) or white salwar kameez with navy dupatta (girls)', 'White socks and white canvas shoes'] },
      { day: 'Wednesday', name: 'House colours', items: ['House-coloured T-shirt', 'White track pants', 'White socks and sports shoes'] },
      { day: 'Tuesday/Thursday/Friday', name: 'Regular uniform', items: ['Sky-blue checked shirt with school tie', 'Navy trousers (boys) or navy skirt / salwar kameez (girls)', 'Navy socks and black shoes'] },
    ],
  },
  {
    group: 'STD XI & XII',
    days: [
      { day: 'Monday', name: 'Formal whites', items: ['White full-sleeve shirt with school tie and badge', 'White trousers (boys) or white salwar kameez with navy dupatta (girls)', 'White socks and white canvas shoes'] },
      { day: 'Wednesday', name: 'House colours', items: ['House-coloured T-shirt', 'White track pants', 'White socks and sports shoes'] },
      { day: 'Tuesday/Thursday/Friday', name: 'Senior uniform', items: ['Light-grey shirt with senior school tie', 'Charcoal trousers (boys) or charcoal salwar kameez (girls)', 'Grey socks and black shoes'] },
    ],
  },
];
