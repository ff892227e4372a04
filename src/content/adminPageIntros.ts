import type { AdminPageId } from './adminPages';

/**
 * The line under each admin page's heading: what the page changes. Kept apart from adminPages.ts, which the route
 * table (and so every visitor) downloads.
 */
export const adminPageIntros: Record<AdminPageId, string> = {
  events: 'Share photos of school events; the Our Events page shows them by priority, lowest number first.',
  announcements: 'Post news for parents; the newest three active announcements appear on the home page.',
  achievements: 'Celebrate results, medals and milestones; the Achievements page lists them by priority, lowest number first.',
  links: 'The board, results, textbook and fee sites listed on the Important Links page and the home page.',
  council: 'Keep the Student Council page current: its members, their photos and the description above them.',
  infrastructure: 'The campus highlights on the Infrastructure page, in order of priority (lower first).',
  'year-planner': 'The academic calendar on the Year Planner page; a new upload replaces the current one.',
  administration: 'Keep the faculty departments and non-teaching staff of the Administration page up to date. Lists are ordered by priority, lowest first.',
  disclosures:
    "The PDFs of the home page's Disclosures & Collaborations block (admission policy, collaborations ...), in the order shown here, below its link to the Mandatory Public Disclosure.",
  'mandatory-disclosure':
    "The CBSE's Mandatory Public Disclosure (Appendix IX) on its public page: the school's details, the self-attested certificates as PDFs with their dates, the Board results, staff and infrastructure. The CBSE acts on outdated documents: keep every row current.",
  trash: 'What was deleted on any admin page, with its photos and text, for 30 days: restore it exactly as it was, or delete it for good. Visitors never see it.',
  activity: 'Who changed what on the website, and when: the latest 200 changes, newest first.',
  'fee-payment': 'Keep the Fee Payment page current: the terms and their due dates, how to pay, the notes, and the bank’s Pay Now address.',
};
