/**
 * The school's fixed details, in one place for the school to edit. Values in [square brackets], and addresses on
 * the reserved `example` domains, are placeholders (docs/product-rules.md#placeholders): the school must fill them
 * in before launch.
 */

export interface SocialLink {
  /** The network's name, also the link's accessible name. */
  label: 'Facebook' | 'Instagram' | 'YouTube' | 'LinkedIn';
  url: string;
}

const socialLinks: readonly SocialLink[] = [
  { label: 'Facebook', url: 'https://www.example.org/social/facebook' },
  { label: 'Instagram', url: 'https://www.example.org/social/instagram' },
  { label: 'YouTube', url: 'https://www.example.org/social/youtube' },
];

export const school = {
  name: '[School Name] Public School',
  shortName: '[School Name]',
  motto: 'Educate & Illuminate',
  foundedYear: 2016,
  board: 'CBSE',
  city: 'Chennai',
  /** The school's CBSE affiliation number, shown on the overview page. */
  cbseAffiliationNumber: '[CBSE affiliation no.]',

  /** The postal address, one line per entry. [placeholder] */
  addressLines: ['[Door No.], [Street Name]', '[Area]', 'Chennai, Tamil Nadu 600 000', 'India'],
  /** The office phone number: `display` as shown, `dial` for the tel: link. [placeholder, deliberately not a real number] */
  phone: { display: '+91 44 0000 0000', dial: '+914400000000' },
  /** The school office's mail address. [placeholder: the .example domain can never receive mail] */
  email: 'office@school.example',
  /** Office hours, as the seeded announcements state them. */
  officeHours: 'Monday to Saturday, 9:00 AM to 1:00 PM',

  map: {
    /**
     * The Google Maps embed address for the contact block's map. [placeholder: it shows Chennai] The school
     * replaces it with the address from Google Maps > Share > Embed a map (the `src` of the iframe).
     */
    embedUrl: 'https://www.google.com/maps?q=Chennai%2C%20Tamil%20Nadu&output=embed',
    /** Where 'Open in Google Maps' leads. [placeholder: a search for Chennai] */
    linkUrl: 'https://www.google.com/maps/search/?api=1&query=Chennai%2C%20Tamil%20Nadu',
  },

  trust: {
    /** The educational trust that runs the school. [placeholder] */
    name: '[Trust Name] Educational Trust',
    /** The trust's website. [placeholder on the reserved example.org domain] */
    website: 'https://www.example.org/trust',
  },

  /** The trust office's social media pages. [placeholders on the reserved example.org domain] */
  socialLinks,
} as const;
