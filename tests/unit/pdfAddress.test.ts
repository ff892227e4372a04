import { describe, expect, it } from 'vitest';
import { isPdfAddress } from '@/lib/pdfAddress';

describe('isPdfAddress', () => {
  it.each([
    '/__local-upload/files/0b6c2a4e-1f0e-4c43-9d1c-2b4f6b0e9a11.pdf',
    'https://res.cloudinary.com/demo/raw/upload/v1/school/planner-2026-27.pdf',
    'https://example.com/PLANNER.PDF',
    'https://example.com/planner.pdf?download=1',
    'https://example.com/planner.pdf#page=2',
  ])('takes %s for a PDF', (address) => {
    expect(isPdfAddress(address)).toBe(true);
  });

  it.each([
    '/demo/planner/year-planner-2026-27.webp',
    'https://res.cloudinary.com/demo/image/upload/v1/planner.jpg',
    'https://example.com/planner.pdf.png',
    'https://example.com/view?file=planner.pdf',
    'https://example.com/pdf',
  ])('takes %s for a picture', (address) => {
    expect(isPdfAddress(address)).toBe(false);
  });
});
