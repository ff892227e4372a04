/**
 * The Trust Office contact block on the administration page.
 *
 * [placeholders] The school has not given the trust office's details (docs/product-rules.md#placeholders): the address, phone number and
 * mail address below are marked placeholders (the phone number is deliberately not a real one, and the
 * `.example` domain can never receive mail). The trust's name, website and social pages come from school.ts.
 */
import { school, type SocialLink } from './school';

export interface TrustOffice {
  name: string;
  addressLines: readonly string[];
  phone: { display: string; dial: string };
  email: string;
  hours: string;
  /** The trust's website, opened in a new tab by the 'Visit the Trust Website' button. */
  website: string;
  socialLinks: readonly SocialLink[];
}

export const trustOffice: TrustOffice = {
  name: school.trust.name,
  addressLines: ['[Trust Office, Door No.], [Street Name]', '[Area], Chennai, Tamil Nadu 600 000', 'India'],
  phone: { display: '+91 44 0000 0001', dial: '+914400000001' },
  email: 'trust.office@trust.example',
  hours: 'Monday to Friday, 10:00 AM to 5:00 PM',
  website: school.trust.website,
  socialLinks: school.socialLinks,
};
