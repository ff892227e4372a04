import { readFileSync } from 'node:fs';
import path from 'node:path';
import { render, screen, within } from '@testing-library/react';
import { imageSize } from 'image-size';
import { describe, expect, test } from 'vitest';
import { alumniConnect, disclosureDocuments, heroContent, highlights } from '@/content/homeSections';
import { photoGridItems, photoGridTargets } from '@/content/photoGrid';
import { PhotoGrid } from '@/features/home/PhotoGrid';

const publicFile = (sitePath: string) => path.resolve(import.meta.dirname, '../../public', `.${sitePath}`);

describe("the 'moments that matter' photo grid data", () => {
  test('has the nine fixed items, in order', () => {
    expect(photoGridItems.map((item) => item.title)).toEqual([
      'Taekwondo',
      'Gymnastics',
      'Chess',
      'Silambam',
      'Table Tennis',
      'Football',
      'Athletics',
      'Dance',
      'Skating',
    ]);
  });

  test('Silambam is #Traditional, Dance is #Cultural and every other item is #Sport', () => {
    for (const item of photoGridItems) {
      const expected = item.title === 'Silambam' ? '#Traditional' : item.title === 'Dance' ? '#Cultural' : '#Sport';
      expect(item.tag, item.title).toBe(expected);
    }
  });

  test('the buttons lead only to their four pages, and to each of them', () => {
    expect([...photoGridTargets].sort()).toEqual(['/OurEvents', '/achievements', '/infrastructure', '/school-overview']);
    const targets = photoGridItems.map((item) => item.target);
    expect(new Set(targets)).toEqual(new Set(photoGridTargets));
  });

  test('each item has a caption, a button label and an 800x600 image that exists, with alt text', () => {
    for (const { title, caption, targetLabel, image } of photoGridItems) {
      expect(caption.trim(), title).not.toBe('');
      expect(targetLabel.trim(), title).not.toBe('');
      expect(image.alt.trim(), title).not.toBe('');
      expect([image.width, image.height]).toEqual([800, 600]);
      const actual = imageSize(readFileSync(publicFile(image.src)));
      expect([actual.width, actual.height], image.src).toEqual([800, 600]);
    }
  });

});

describe('the photo grid', () => {
  test('renders each item with its tag, caption, tilt and a plain link (a full page load) to its target', () => {
    render(<PhotoGrid items={photoGridItems} />);
    const cards = screen.getAllByRole('listitem');
    expect(cards).toHaveLength(9);
    photoGridItems.forEach((item, index) => {
      const card = cards[index] as HTMLElement;
      expect(within(card).getByRole('heading', { level: 3 })).toHaveTextContent(item.title);
      expect(within(card).getByText(item.tag)).toBeInTheDocument();
      expect(within(card).getByText(item.caption)).toBeInTheDocument();
      expect(card).toHaveAttribute('data-tilt', index % 2 === 0 ? 'left' : 'right');
      expect(within(card).getByRole('link')).toHaveAttribute('href', item.target);
      const image = within(card).getByRole('img');
      expect(image).toHaveAttribute('width', '800');
      expect(image).toHaveAttribute('loading', 'lazy');
    });
  });
});

describe('the rest of the home page content', () => {
  test('the hero buttons go to their three pages', () => {
    expect(heroContent.buttons.map(({ label, to }) => [label, to])).toEqual([
      ['Announcements', '/Announcements'],
      ['Explore Campus', '/InfrastructureSection'],
      ['Apply Now', '/ImportantLinks'],
    ]);
  });

  test('the highlight strip has its three ideas, each with a line', () => {
    expect(highlights.map((highlight) => highlight.title)).toEqual(['Holistic Education', 'Innovation in Learning', 'Global Outlook']);
    for (const highlight of highlights) expect(highlight.text.trim()).not.toBe('');
  });

  test('the alumni form is an https address and both sample disclosure PDFs are shipped', () => {
    expect(new URL(alumniConnect.formUrl).protocol).toBe('https:');
    expect(alumniConnect.linkLabel).toBe('Share Your Journey');
    expect(disclosureDocuments.map((document) => document.title)).toEqual(['Admission Policy 2027-28', 'Collaborations']);
    for (const { pdf } of disclosureDocuments) {
      expect(pdf).toMatch(/^\/docs\/.+\.pdf$/);
      expect(readFileSync(publicFile(pdf)).subarray(0, 5).toString()).toBe('%PDF-');
    }
  });
});
