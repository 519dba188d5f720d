/** Finance tables (boxes, categories, entries, transfers, periods, portfolios). */
export {};
