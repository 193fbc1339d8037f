import { customType } from 'drizzle-orm/pg-core';

/**
 * The record shapes of the HTTP contract keep their time formats while the database keeps real `timestamptz`
 * columns (comparable, indexable): ISO 8601 strings for the domain records, epoch milliseconds for the auth records.
 * Both drivers (PGlite and node-postgres) hand a `timestamptz` back as a Date or a string; either parses.
 */
export const isoTime = customType<{ data: string; driverData: string | Date }>({
  dataType: () => 'timestamp with time zone',
  toDriver: (value) => value,
  fromDriver: (value) => new Date(value).toISOString(),
});

export const msTime = customType<{ data: number; driverData: string | Date }>({
  dataType: () => 'timestamp with time zone',
  toDriver: (value) => new Date(value).toISOString(),
  fromDriver: (value) => new Date(value).getTime(),
});
