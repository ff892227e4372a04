/**
 * Pictures that take long to upload (office staff on slow mobile data) get a note after a while: it can take
 * minutes, and Cancel upload stops it keeping the form. No timeout: the upload itself goes on.
 */
import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FormActions, SLOW_UPLOAD_MS, SLOW_UPLOAD_TEXT } from '@/components/admin/FormActions';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

const uploading = (onCancelUploads?: () => void) => <FormActions busy submitLabel="Post" busyLabel="Posting…" onCancelUploads={onCancelUploads} />;

describe('a long upload', () => {
  it('says nothing for the first moments, then that it can take a while and how to stop it', () => {
    render(uploading(() => undefined));
    act(() => vi.advanceTimersByTime(SLOW_UPLOAD_MS - 1));
    expect(screen.queryByText(SLOW_UPLOAD_TEXT)).toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByRole('status')).toHaveTextContent(SLOW_UPLOAD_TEXT);
    expect(screen.getByRole('button', { name: 'Cancel upload' })).toBeEnabled();
  });

  it('loses the note when the uploads end, and counts afresh for the next ones', () => {
    const { rerender } = render(uploading(() => undefined));
    act(() => vi.advanceTimersByTime(SLOW_UPLOAD_MS));
    rerender(uploading());
    expect(screen.queryByText(SLOW_UPLOAD_TEXT)).toBeNull();
    rerender(uploading(() => undefined));
    act(() => vi.advanceTimersByTime(SLOW_UPLOAD_MS / 2));
    expect(screen.queryByText(SLOW_UPLOAD_TEXT)).toBeNull();
  });

  it('is not said while a form saves without uploading', () => {
    render(uploading());
    act(() => vi.advanceTimersByTime(SLOW_UPLOAD_MS * 3));
    expect(screen.queryByText(SLOW_UPLOAD_TEXT)).toBeNull();
  });
});
