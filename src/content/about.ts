/**
 * The About page: the history of the trust, its founder, its four objectives and the history of its schools by
 * city (docs/product-rules.md#about). [placeholders] The structure is fixed, the text not yet given: the names in [square brackets]
 * and the history below are sample content, for the school to replace with the trust's own.
 */
import { school } from './school';

export interface FounderPortrait {
  src: string;
  width: number;
  height: number;
  alt: string;
  caption: string;
  /** A second, smaller caption line (the founder's role or years). */
  captionDetail: string;
}

export interface TrustObjective {
  title: string;
  text: string;
}

export interface CityHistory {
  city: string;
  text: string;
}

export const about = {
  bannerTitle: 'History of the Trust',
  bannerText: `For more than three decades the ${school.trust.name} has opened schools where families need them, across Tamil Nadu: schools where children are known by name and taught to think, to care and to lead.`,

  founder: {
    src: '/demo/people/founder.webp',
    width: 400,
    height: 400,
    alt: '[Founder Name], founder of the trust, in a portrait photograph',
    caption: '[Founder Name]',
    captionDetail: `Founder, ${school.trust.name}`,
  } satisfies FounderPortrait,

  trustHistory: [
    `The trust was founded in 1988 by [Founder Name], a teacher who believed that a good school should be within the reach of every family, whatever its income. Its first school opened that year in Chennai with a handful of classrooms, a few dedicated teachers and a clear purpose: to educate and to illuminate.`,
    `Guided by that purpose, the trust has grown one school at a time, always at the request of the communities it serves. Today it runs thirteen schools in six cities, under the CBSE, Matriculation and State Board syllabi, and the families of several generations have studied in them.`,
    `${school.name} is the trust's newest school, founded in ${school.foundedYear} in ${school.city} and affiliated to the ${school.board}. It carries the founder's ideals forward with modern classrooms, laboratories and a balanced curriculum.`,
  ],

  objectivesTitle: 'Objectives of the Trust',
  objectives: [
    {
      title: 'Education within reach',
      text: 'To offer education of high quality at a fee that families of every background can afford, with support for deserving students in need.',
    },
    {
      title: 'The whole child',
      text: 'To develop every child’s mind, body and character through academics, sport, the arts and service, not marks alone.',
    },
    {
      title: 'Rooted in culture',
      text: 'To keep our children proud of the Tamil language and India’s heritage while preparing them for a changing, connected world.',
    },
    {
      title: 'Responsible citizens',
      text: 'To raise young people of integrity who care for their community and the environment, and who lead by example.',
    },
  ] satisfies TrustObjective[],

  schoolsTitle: 'Our Schools',
  schoolsIntro: 'The schools of the trust, city by city, with the board each is affiliated to.',
  cityHistories: [
    {
      city: 'Chennai',
      text: 'Where it all began: the trust’s first school opened here in 1988. A higher secondary school and a nursery and primary school followed, and in 2016 this CBSE school.',
    },
    {
      city: 'Madurai',
      text: 'The trust’s first school outside Chennai, opened in 1996 at the request of parents in the temple city; a CBSE school joined it in 2011.',
    },
    {
      city: 'Coimbatore',
      text: 'A Matriculation school since 1999 and a CBSE senior secondary school since 2013 serve the families of this industrial city.',
    },
    {
      city: 'Tiruchirappalli',
      text: 'A State Board higher secondary school, opened in 2001, and a Matriculation school, opened in 2007.',
    },
    {
      city: 'Salem',
      text: 'A State Board higher secondary school since 2005 and a CBSE public school since 2014.',
    },
    {
      city: 'Vellore',
      text: 'The trust’s Matriculation school in Vellore has served the town since 2009.',
    },
  ] satisfies CityHistory[],
} as const;
