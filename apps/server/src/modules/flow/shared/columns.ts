import { customType } from 'drizzle-orm/pg-core';

/**
 * A fractional ordering key (fractional-indexing). Its digits are compared byte by byte,
 * so the column uses the "C" collation: under a language collation `a` and `B` would sort
 * the other way round and the board order would not be the one the keys were made for.
 */
export const rankColumn = customType<{ data: string; driverData: string }>({
  dataType: () => 'text COLLATE "C"',
});

/** `'a', 'b'` for a CHECK constraint on an enum-like text column. */
export const sqlList = (values: readonly string[]) => values.map((v) => `'${v}'`).join(', ');
