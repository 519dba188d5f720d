/**
 * The finance filter bars keep `''` (and `null`) for "any": the API gets only the values
 * that are set, as `undefined`, which the client leaves out of the query string.
 */
export function withoutEmpty<T extends object>(values: T): T {
  return Object.fromEntries(
    Object.entries(values).map(([key, value]) => [
      key,
      value === '' || value === null ? undefined : value,
    ]),
  ) as T;
}
