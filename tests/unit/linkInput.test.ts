import { describe, expect, it } from 'vitest';
import { NOT_A_WEB_ADDRESS, REQUIRED_FIELDS_MISSING, linkInputProblem } from '@/features/links/admin/linkInput';

const complete = { title: 'CBSE', url: 'https://www.cbse.gov.in/', buttonText: 'Visit CBSE', description: '' };

describe('linkInputProblem', () => {
  it('accepts a link with a title, an http(s) address and button text; the description is optional', () => {
    expect(linkInputProblem(complete, { buttonTextRequired: true })).toBeNull();
    expect(linkInputProblem({ ...complete, url: '  http://example.org/page  ' }, { buttonTextRequired: true })).toBeNull();
  });

  it("asks for every required field with the specification's message", () => {
    expect(REQUIRED_FIELDS_MISSING).toBe('❌ Please fill in all required fields.');
    for (const field of ['title', 'url', 'buttonText'] as const) {
      expect(linkInputProblem({ ...complete, [field]: '   ' }, { buttonTextRequired: true })).toBe(REQUIRED_FIELDS_MISSING);
    }
  });

  it('lets an edit leave the button text empty (visitors then see Open)', () => {
    expect(linkInputProblem({ ...complete, buttonText: '' }, { buttonTextRequired: false })).toBeNull();
    expect(linkInputProblem({ ...complete, title: '' }, { buttonTextRequired: false })).toBe(REQUIRED_FIELDS_MISSING);
  });

  it('refuses anything but a full http(s) address', () => {
    for (const url of ['www.cbse.gov.in', 'javascript:alert(1)', 'data:text/html,hi', 'ftp://example.org/', 'https://exa mple.org/']) {
      expect(linkInputProblem({ ...complete, url }, { buttonTextRequired: true })).toBe(NOT_A_WEB_ADDRESS);
    }
  });
});
