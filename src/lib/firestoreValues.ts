/**
 * Firestore's REST values (https://firebase.google.com/docs/firestore/reference/rest/v1/Value) as the SDK would give
 * them, and the values of a query's filters as REST takes them.
 */
import type { DocumentData } from './documentFields';

export interface StoredDocument {
  id: string;
  data: DocumentData;
}

export type Value = Record<string, unknown>;

export const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/** A REST value as the SDK would give it: numbers (NaN too), strings, booleans, null, Dates, lists and maps. */
function decodeValue(value: Value): unknown {
  if ('stringValue' in value) return value.stringValue;
  if ('booleanValue' in value) return value.booleanValue;
  if ('nullValue' in value) return null;
  // Integers come as strings (64 bits); doubles as numbers, or as "NaN", "Infinity", "-Infinity".
  if ('integerValue' in value || 'doubleValue' in value) return Number(value.integerValue ?? value.doubleValue);
  if ('timestampValue' in value) return new Date(String(value.timestampValue));
  if ('arrayValue' in value) {
    const values = isRecord(value.arrayValue) && Array.isArray(value.arrayValue.values) ? value.arrayValue.values : [];
    return values.filter(isRecord).map(decodeValue);
  }
  if ('mapValue' in value) return decodeFields(isRecord(value.mapValue) ? value.mapValue.fields : undefined);
  if ('referenceValue' in value) return value.referenceValue;
  if ('geoPointValue' in value) return value.geoPointValue;
  if ('bytesValue' in value) return value.bytesValue;
  return undefined;
}

function decodeFields(fields: unknown): DocumentData {
  if (!isRecord(fields)) return {};
  return Object.fromEntries(Object.entries(fields).filter(([, value]) => isRecord(value)).map(([key, value]) => [key, decodeValue(value as Value)]));
}

/** A REST document as `{ id, data }`; null for anything else. */
export function decodeDocument(document: unknown): StoredDocument | null {
  if (!isRecord(document) || typeof document.name !== 'string') return null;
  return { id: document.name.slice(document.name.lastIndexOf('/') + 1), data: decodeFields(document.fields) };
}

/** A filter's value as REST takes it (NaN and the infinities as the strings REST reads as doubles). */
export function encodeValue(value: boolean | number | string | Date): Value {
  if (typeof value === 'boolean') return { booleanValue: value };
  if (typeof value === 'string') return { stringValue: value };
  if (value instanceof Date) return { timestampValue: value.toISOString() };
  return { doubleValue: Number.isFinite(value) ? value : String(value) };
}
