/**
 * The pt-BR capture shorthand ("amanhã 18h", "#casa", "!alta", "~G"), shared by the server
 * and the capture screens. Its own entry, so only the screens that capture load it.
 */
export * from './quick-add';
