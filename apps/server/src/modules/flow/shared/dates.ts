/** Rows hold Dates; the API speaks ISO strings (UTC). */
export const iso = (date: Date): string => date.toISOString();
export const isoOrNull = (date: Date | null | undefined): string | null =>
  date ? date.toISOString() : null;
/** An ISO instant from a body (`nullish`): undefined = leave as is, null = clear. */
export const toDate = (value: string | null | undefined): Date | null | undefined =>
  value === undefined ? undefined : value === null ? null : new Date(value);
