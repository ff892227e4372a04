/**
 * The other schools run by the trust: the footer's 'Schools under the trust' (twelve links in three columns,
 * docs/product-rules.md#menus-and-buttons) and
 * the About page's history of the schools by city and board.
 *
 * [placeholders] The school has named none of them yet: the names, cities, boards and opening years below are
 * sample content, and every `url` is on the reserved example.org domain. The school replaces them all.
 */

export type BoardAffiliation = 'CBSE' | 'Matriculation' | 'State Board';

export interface TrustSchool {
  name: string;
  city: string;
  board: BoardAffiliation;
  /** The year the school opened. */
  founded: number;
  /** The school's own website (opens in a new tab); an https address. */
  url: string;
}

const PLACEHOLDER_SITE = 'https://www.example.org/schools';

export const sisterSchools: readonly TrustSchool[] = [
  { name: '[Trust] Matriculation Higher Secondary School', city: 'Chennai', board: 'Matriculation', founded: 1988, url: `${PLACEHOLDER_SITE}/chennai-matriculation` },
  { name: '[Trust] Higher Secondary School', city: 'Chennai', board: 'State Board', founded: 1994, url: `${PLACEHOLDER_SITE}/chennai-higher-secondary` },
  { name: '[Trust] Nursery and Primary School', city: 'Chennai', board: 'State Board', founded: 2003, url: `${PLACEHOLDER_SITE}/chennai-nursery-primary` },
  { name: '[Trust] Matriculation School', city: 'Madurai', board: 'Matriculation', founded: 1996, url: `${PLACEHOLDER_SITE}/madurai-matriculation` },
  { name: '[Trust] Public School', city: 'Madurai', board: 'CBSE', founded: 2011, url: `${PLACEHOLDER_SITE}/madurai-public` },
  { name: '[Trust] Matriculation Higher Secondary School', city: 'Coimbatore', board: 'Matriculation', founded: 1999, url: `${PLACEHOLDER_SITE}/coimbatore-matriculation` },
  { name: '[Trust] Senior Secondary School', city: 'Coimbatore', board: 'CBSE', founded: 2013, url: `${PLACEHOLDER_SITE}/coimbatore-senior-secondary` },
  { name: '[Trust] Higher Secondary School', city: 'Tiruchirappalli', board: 'State Board', founded: 2001, url: `${PLACEHOLDER_SITE}/trichy-higher-secondary` },
  { name: '[Trust] Matriculation School', city: 'Tiruchirappalli', board: 'Matriculation', founded: 2007, url: `${PLACEHOLDER_SITE}/trichy-matriculation` },
  { name: '[Trust] Higher Secondary School', city: 'Salem', board: 'State Board', founded: 2005, url: `${PLACEHOLDER_SITE}/salem-higher-secondary` },
  { name: '[Trust] Public School', city: 'Salem', board: 'CBSE', founded: 2014, url: `${PLACEHOLDER_SITE}/salem-public` },
  { name: '[Trust] Matriculation School', city: 'Vellore', board: 'Matriculation', founded: 2009, url: `${PLACEHOLDER_SITE}/vellore-matriculation` },
];
