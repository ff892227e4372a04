import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import type * as ActivityEntries from '@/lib/activityEntries';

afterEach(cleanup);

// The activity log's reads (each admin item's "Last edited by"): the components here are shown without a database.
vi.mock('@/lib/activityEntries', async (importOriginal) => ({
  ...(await importOriginal<typeof ActivityEntries>()),
  activityQuery: (max: number, type?: string) => ({ queryKey: ['activity', type ?? 'all', max], queryFn: () => Promise.resolve([]) }),
}));

// jsdom has no modal dialogs; the admin's confirmation (ConfirmDialog) and the other dialogs use the native <dialog>.
HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
  this.setAttribute('open', '');
};
HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
  this.removeAttribute('open');
};
