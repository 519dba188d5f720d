/**
 * The pt-BR capture shorthand ("amanhã 18h", "#casa", "!alta", "~G"), shared by the server
 * and the capture screens. Its own entry because chrono-node is large: only the screens
 * that capture load it, not every flow screen.
 */
export * from './quick-add';
