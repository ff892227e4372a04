import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { mandatoryDisclosureCard as lead, disclosureDocuments as shipped } from '@/content/homeSections';
import { DisclosureDocuments } from '@/features/disclosures/DisclosureDocuments';
import type { DisclosureDocument } from '@/features/disclosures/disclosuresService';
import { renderWithQueries } from './renderWithQueries';

const service = vi.hoisted(() => ({ DISCLOSURES: 'disclosure_documents', listDisclosureDocuments: vi.fn<() => Promise<DisclosureDocument[]>>() }));
vi.mock('@/features/disclosures/disclosuresService', () => service);

const fees: DisclosureDocument = {
  id: 'fees',
  title: 'Fee Structure 2026-27',
  description: 'Tuition and other fees for every class.',
  pdfUrl: 'https://res.cloudinary.com/demo/raw/upload/v1/fees.pdf',
  documentDate: '2026-06-12',
  order: 1,
  updatedAt: null,
};
const affiliation: DisclosureDocument = { ...fees, id: 'affiliation', title: 'Affiliation Letter', description: null, pdfUrl: '/docs/affiliation.pdf', documentDate: '2025-03-01', order: 2 };

beforeEach(() => {
  vi.clearAllMocks();
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

const viewLinks = () => screen.queryAllByRole('link', { name: 'View PDF' });
/** The documents' titles, after the lead card's. */
const cardTitles = () => screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent).slice(1);

describe("the home page's disclosures block", () => {
  it('leads with the Mandatory Public Disclosure page, linked and described by its title, whatever the read does', async () => {
    service.listDisclosureDocuments.mockRejectedValue(new Error('offline'));
    renderWithQueries(<DisclosureDocuments lead={lead} shipped={shipped} />);

    const link = screen.getByRole('link', { name: lead.linkLabel });
    expect(link).toHaveAttribute('href', '/mandatory-public-disclosure');
    expect(link).toHaveAccessibleDescription(lead.title);
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: lead.linkLabel })).toBe(link);
  });

  it('holds its place with blank cards while the documents load: no link, and only "Loading..." to a screen reader', async () => {
    let answer: (documents: DisclosureDocument[]) => void = () => {};
    service.listDisclosureDocuments.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    const { container } = renderWithQueries(<DisclosureDocuments lead={lead} shipped={shipped} />);

    expect(screen.getByText('Loading...')).toBeInTheDocument();
    expect(container.querySelectorAll('[aria-hidden="true"] .disclosure-card')).toHaveLength(shipped.length);
    expect(viewLinks()).toHaveLength(0);
    expect(screen.getAllByRole('heading').map((heading) => heading.textContent)).toEqual([lead.title]);

    answer([fees]);
    expect(await screen.findByRole('link', { name: 'View PDF' })).toHaveAttribute('href', fees.pdfUrl);
    expect(screen.queryByText('Loading...')).not.toBeInTheDocument();
  });

  it("shows the stored documents in the staff's order, each with its 'Updated on' date and 'View PDF' in a new tab", async () => {
    service.listDisclosureDocuments.mockResolvedValue([fees, affiliation]);
    const { container } = renderWithQueries(<DisclosureDocuments lead={lead} shipped={shipped} />);

    await waitFor(() => expect(viewLinks()).toHaveLength(2));
    expect(cardTitles()).toEqual(['Fee Structure 2026-27', 'Affiliation Letter']);
    const dates = [...container.querySelectorAll('.disclosure-card__date')].map((line) => line.textContent);
    expect(dates).toEqual(['Updated on 12 June 2026', 'Updated on 1 March 2025']);
    expect(screen.getByText('1 March 2025')).toHaveAttribute('datetime', '2025-03-01');
    const [first, second] = viewLinks();
    expect(first).toHaveAttribute('target', '_blank');
    expect(first).toHaveAttribute('rel', 'noopener noreferrer');
    expect(first).toHaveAccessibleDescription('Fee Structure 2026-27');
    expect(second).toHaveAttribute('href', '/docs/affiliation.pdf');
    expect(screen.queryByText(shipped[0]?.title ?? '')).not.toBeInTheDocument();
  });

  it('shows the shipped PDFs while none are stored', async () => {
    service.listDisclosureDocuments.mockResolvedValue([]);
    renderWithQueries(<DisclosureDocuments lead={lead} shipped={shipped} />);

    await waitFor(() => expect(viewLinks()).toHaveLength(shipped.length));
    expect(cardTitles()).toEqual(shipped.map((document) => document.title));
    expect(viewLinks().map((link) => link.getAttribute('href'))).toEqual(shipped.map((document) => document.pdf));
    expect(screen.queryByText(/Updated on/)).not.toBeInTheDocument();
  });

  it('shows a failed read as an error with Retry, not as the shipped PDFs, and Retry reads again', async () => {
    service.listDisclosureDocuments.mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce([fees]);
    renderWithQueries(<DisclosureDocuments lead={lead} shipped={shipped} />);

    const error = await screen.findByRole('alert');
    expect(error).toHaveTextContent("We couldn't load the disclosure documents. Please check your connection and try again.");
    expect(viewLinks()).toHaveLength(0);

    fireEvent.click(within(error).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('link', { name: 'View PDF' })).toHaveAttribute('href', fees.pdfUrl);
    expect(service.listDisclosureDocuments).toHaveBeenCalledTimes(2);
  });

  it('says a document is not available when its stored address cannot be shown', async () => {
    service.listDisclosureDocuments.mockResolvedValue([{ ...fees, pdfUrl: null }]);
    renderWithQueries(<DisclosureDocuments lead={lead} shipped={shipped} />);

    expect(await screen.findByText('This document is not available at the moment.')).toBeInTheDocument();
    expect(viewLinks()).toHaveLength(0);
  });
});
