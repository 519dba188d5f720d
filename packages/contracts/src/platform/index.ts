export * from './errors';
export * from './events';
export * from './realtime';
export * from './endpoints';
export * from './no-content';
export * from './concurrency';
export * from './http-url';
