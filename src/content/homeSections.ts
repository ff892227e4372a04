/**
 * The fixed texts of the home page, in one place for the school to edit. Values marked PLACEHOLDER are not the
 * school's own yet and must be replaced before launch (docs/product-rules.md#placeholders).
 */
import { mandatoryDisclosureLink, type NavLink } from './navigation';

export interface HeroButton extends NavLink {
  /** Drawn as the main call to action. */
  primary?: boolean;
}

export const heroContent: { tagline: string; buttons: HeroButton[]; resourceMenuLabel: string; disclosureLink: NavLink } = {
  tagline: 'A CBSE school in Chennai, nurturing curious, confident and caring learners since 2016.',
  /** The hero's three buttons and their targets (docs/product-rules.md#menus-and-buttons). */
  buttons: [
    { to: '/Announcements', label: 'Announcements' },
    { to: '/InfrastructureSection', label: 'Explore Campus' },
    { to: '/ImportantLinks', label: 'Apply Now', primary: true },
  ],
  /** The opener of the full-screen resource menu, also the menu's title. */
  resourceMenuLabel: 'Explore Our Resources',
  /** The CBSE checks that the Mandatory Public Disclosure is linked prominently from the home page's first screen. */
  disclosureLink: mandatoryDisclosureLink,
};

export const aboutBlurb = {
  heading: 'About Our School',
  paragraphs: [
    'Founded in 2016 by an educational trust with a long record of running schools, we offer a CBSE education that balances strong academics with sport, the arts and values.',
    'Small classes, caring teachers and a safe, green campus help every child discover what they do best.',
  ],
  link: { to: '/about', label: 'Read our story' },
  /** A demo picture: replace with a photograph of the school. */
  image: { src: '/demo/infrastructure/campus-1.webp', alt: 'The main school block and its front lawn', width: 1200, height: 800 },
  facts: [
    { value: '2016', label: 'Founded' },
    { value: 'CBSE', label: 'Affiliated' },
    { value: 'Pre-KG–XII', label: 'Classes' },
  ],
} as const;

export const sectionIntros = {
  infrastructure: { heading: 'Our Campus', intro: 'Spaces designed for learning, play and discovery.', link: { to: '/InfrastructureSection', label: 'See all facilities' } },
  photoGrid: { heading: 'Moments That Matter', intro: 'Beyond the classroom, our students train, compete, perform and grow.' },
  events: { heading: 'Our Events', intro: 'Celebrations, competitions and days to remember.', link: { to: '/OurEvents', label: 'View the gallery' } },
  links: { heading: 'Important Links', intro: 'Admissions, results and portals parents use most.', link: { to: '/ImportantLinks', label: 'All links' } },
  achievements: { heading: 'Achievements', intro: 'Proud moments from our students and teachers.', link: { to: '/Achievements', label: 'All achievements' } },
  announcements: { heading: 'Announcements', intro: 'The latest news for parents and students.', link: { to: '/Announcements', label: 'All announcements' } },
  keyDates: { heading: 'Coming up', intro: 'The next dates of the school year: add them to your calendar.', link: { to: '/year-planner', label: 'All key dates' } },
} as const;

export interface Highlight {
  title: string;
  text: string;
}

/** The highlight strip of the home page (docs/product-rules.md#home). */
export const highlights: Highlight[] = [
  { title: 'Holistic Education', text: 'Academics, sport, arts and values grow together, so every child develops head, heart and hands.' },
  { title: 'Innovation in Learning', text: 'Smart classrooms, hands-on labs and projects that turn curiosity into understanding.' },
  { title: 'Global Outlook', text: 'Rooted in our culture, our students learn to think, speak and work with the wider world.' },
];

export const alumniConnect = {
  heading: 'Alumni Connect',
  text: 'Once a student here, always part of the family. Tell us where life has taken you: your story inspires the students walking our corridors today.',
  linkLabel: 'Share Your Journey',
  /** PLACEHOLDER: the school's alumni form (for example a Google Form). Must be an https address. */
  formUrl: 'https://forms.example.com/alumni-connect',
} as const;

export interface ShippedDisclosure {
  title: string;
  description: string;
  /** A PDF under public/docs/, opened in a new tab. */
  pdf: string;
}

/** The first card of the Disclosures & Collaborations block: the Mandatory Public Disclosure page, always there. */
export const mandatoryDisclosureCard = {
  title: 'CBSE Mandatory Public Disclosure',
  description: 'Affiliation, certificates, results, staff and infrastructure details the CBSE requires every school to publish.',
  to: mandatoryDisclosureLink.to,
  linkLabel: 'View disclosure',
} as const;

/**
 * The PDFs shipped with the site, which the home page shows after the disclosure card while staff have stored no
 * documents (the admin page 'Manage Disclosure Documents'), and whose cards' size holds the block's place while the
 * stored ones load. They are SAMPLES: add the school's own there.
 */
export const disclosureDocuments: ShippedDisclosure[] = [
  {
    title: 'Admission Policy 2027-28',
    description: 'Age criteria, the documents to bring and the admission schedule for every class.',
    pdf: '/docs/admission-policy.pdf',
  },
  {
    title: 'Collaborations',
    description: 'Our partnerships with institutions and organisations that enrich learning beyond the syllabus.',
    pdf: '/docs/collaborations.pdf',
  },
];

export const disclosuresHeading = 'Disclosures & Collaborations';
