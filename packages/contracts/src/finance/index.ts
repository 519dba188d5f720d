// Finance contracts: core (boxes … portfolios) and reports (cash flow, imports, summary).
export * from './common';
export * from './boxes';
export * from './categories';
export * from './entries';
export * from './transfers';
export * from './cards';
export * from './periods';
export * from './investments';
export * from './portfolios';
export * from './cash-flow';
export * from './imports';
export * from './summary';
export * from './rules';
export * from './events';
export * from './realtime';
export * from './endpoints';
export * from './recurrences';
