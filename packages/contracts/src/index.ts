export * from './platform';
export * from './i18n';
export * from './workspaces';
export * from './auth';
