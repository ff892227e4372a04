/** The site's menus, their targets and labels exactly as docs/product-rules.md#menus-and-buttons gives them. */

export interface NavLink {
  to: string;
  label: string;
}

/** The top bar on wide screens: the earlier site's seven, then Announcements, the page parents open most. */
export const topBarLinks: NavLink[] = [
  { to: '/', label: 'Home' },
  { to: '/about', label: 'About' },
  { to: '/Infrastructure', label: 'Infrastructure' },
  { to: '/Overview', label: 'Overview' },
  { to: '/Administration', label: 'Administration' },
  { to: '/ImportantLinks', label: 'Links' },
  { to: '/OurEvents', label: 'Events' },
  { to: '/Announcements', label: 'Announcements' },
];

/** The footer's contact block, on the page you are on: a link to it is a plain fragment link. */
const contactLink: NavLink = { to: '#contact', label: 'Contact' };
const yearPlannerLink: NavLink = { to: '/year-planner', label: 'Year Planner' };
const feePaymentLink: NavLink = { to: '/FeePayment', label: 'Fee Payment' };
export const admissionsLink: NavLink = { to: '/admissions', label: 'Admissions' };

/**
 * The hamburger dropdown on small screens: the same pages, Links and Events under their short paths, then what parents
 * come back for on a phone (issue 35): the year planner, fee payment and the contact block.
 */
export const dropdownLinks: NavLink[] = [
  ...topBarLinks.map((link) =>
    link.to === '/ImportantLinks' ? { ...link, to: '/Links' } : link.to === '/OurEvents' ? { ...link, to: '/Events' } : link,
  ),
  yearPlannerLink,
  feePaymentLink,
  contactLink,
];

export interface ResourceCard extends NavLink {
  description: string;
}

/** The cards of the home page's full-screen 'Explore Our Resources' menu. */
export const resourceCards: ResourceCard[] = [
  { to: '/about', label: 'About Us', description: 'The history of the trust and its schools' },
  { to: '/InfrastructureSection', label: 'Infrastructure', description: 'Classrooms, labs, library and grounds' },
  { to: '/year-planner', label: 'Year Planner', description: 'The academic calendar for the year' },
  { to: '/overview', label: 'School Overview', description: 'Facts, vision, mission and uniform' },
  { to: '/administration', label: 'Administration', description: 'Office-bearers, faculty and staff' },
  { to: '/ImportantLinks', label: 'Important Links', description: 'CBSE, results and useful portals' },
  { to: '/OurEvents', label: 'Events & Gallery', description: 'Photos from school life' },
  { to: '/Announcements', label: 'Announcements', description: 'The latest news for parents' },
  { to: '/Achievements', label: 'Achievements', description: 'Our students’ successes' },
  { to: '/Council', label: 'Student Council', description: 'Meet the student leaders' },
  { to: '/Feepayment', label: 'Fee Payment', description: 'Pay school fees online' },
  { ...admissionsLink, description: 'Classes, ages and an enquiry form' },
];

/**
 * The CBSE's Mandatory Public Disclosure: linked from the home page's first screen (the board checks that it is
 * prominent there) and from the footer of every page.
 */
export const mandatoryDisclosureLink: NavLink = { to: '/mandatory-public-disclosure', label: 'Mandatory Public Disclosure' };

/**
 * The row of quick links in the footer of every page: what parents come back for, one tap away from any page. Contact
 * is the footer's own contact block, on the same page.
 */
export const footerQuickLinks: NavLink[] = [
  { to: '/Announcements', label: 'Announcements' },
  yearPlannerLink,
  feePaymentLink,
  admissionsLink,
  mandatoryDisclosureLink,
  contactLink,
];
