/**
 * Tolerant readers for fields of stored documents. Documents may have been written by older versions of the
 * site or by hand, so every reader accepts what it can and returns a typed value or null, never throws.
 */
import { readableAddress } from './webAddress';

export type DocumentData = Record<string, unknown>;

/** A trimmed non-empty string, or null. */
export function readText(data: DocumentData, ...keys: string[]): string | null {
  for (const key of keys) {
    const value = data[key];
    if (typeof value === 'string' && value.trim() !== '') return value.trim();
  }
  return null;
}

/** A finite number, or null: a priority stored as text ("2") is not a priority. */
export function readNumber(data: DocumentData, key: string): number | null {
  const value = data[key];
  return typeof value === 'number' && Number.isFinite(value) ? value : null;
}

export function readBoolean(data: DocumentData, key: string): boolean {
  return data[key] === true;
}

/** A Firestore timestamp (or anything with `toDate`) as a Date, or null. */
export function readDate(data: DocumentData, key: string): Date | null {
  const value = data[key];
  if (value instanceof Date) return value;
  if (value && typeof value === 'object' && 'toDate' in value && typeof value.toDate === 'function') {
    const date: unknown = value.toDate();
    return date instanceof Date ? date : null;
  }
  return null;
}

/** The first address a page may show among the given keys (`imageURL` or `imageUrl`, say); see webAddress.ts. */
export function readImageAddress(data: DocumentData, ...keys: string[]): string | null {
  for (const key of keys) {
    const address = readableAddress(data[key]);
    if (address) return address;
  }
  return null;
}

/** The addresses of a list field that a page may show; anything else in the list is skipped. */
export function readImageList(data: DocumentData, key: string): string[] {
  const value = data[key];
  if (!Array.isArray(value)) return [];
  return value.map(readableAddress).filter((address): address is string => address !== null);
}

/** Ascending by priority; items without one go last, in their stored order. */
export function byPriority<T extends { priority: number | null }>(a: T, b: T): number {
  return (a.priority ?? Number.POSITIVE_INFINITY) - (b.priority ?? Number.POSITIVE_INFINITY) || 0;
}

/** Keeps the items that have a numeric priority, ascending (the public lists hide the rest). */
export function withNumericPriority<T extends { priority: number | null }>(items: T[]): (T & { priority: number })[] {
  return items.filter((item): item is T & { priority: number } => item.priority !== null).sort(byPriority);
}
