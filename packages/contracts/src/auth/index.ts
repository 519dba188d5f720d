export * from './session';
export * from './endpoints';
