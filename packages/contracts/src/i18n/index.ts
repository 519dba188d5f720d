export * from './zod-pt-br';
