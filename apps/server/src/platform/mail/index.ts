/** Outgoing e-mail: SMTP when SMTP_URL is set, else the database-backed dev mailbox. */
export { createMailer, type MailMessage, type Mailer } from './mailer';
export { mailPlugin } from './plugin';
