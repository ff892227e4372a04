import { deviceList } from '@/lib/deviceList';

/** The urgent notices a parent closed on this device: each stays closed there; a newer one shows again. */
export const closedUrgentNotices = deviceList('school-site-urgent-closed', 20);

/** The urgent notices this device has announced to a screen reader: each is announced once, not on every page. */
export const announcedUrgentNotices = deviceList('school-site-urgent-announced', 20);
