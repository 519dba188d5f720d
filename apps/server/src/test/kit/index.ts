/** THE server test kit: every test and bench takes its app, people, callers and clients from here. */
export * from './app';
export * from './fast-people';
export * from './google';
export * from './http';
export * from './mail';
export * from './narrowing';
export * from './people';
export * from './realtime';
export * from './roles';
export * from './watch';
