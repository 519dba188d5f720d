export * from './session';
export * from './endpoints';
export * from './events';
export * from './facebook';
