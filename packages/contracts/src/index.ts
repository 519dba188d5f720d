export * from './platform';
export * from './routes';
export * from './i18n';
export * from './workspaces';
export * from './auth';
export * from './communication';
export * from './flow';
export * from './quick-add';
