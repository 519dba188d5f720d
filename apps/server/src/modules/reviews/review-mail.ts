import { reviewKindLabels, reviewLinkPath, type ReviewKind } from '@orbita/contracts/reviews';
import type { MailMessage } from '../../platform/mail';

const escapeHtml = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

/** The review link, built like the invites' links: the app's address plus the SPA path. */
export const reviewLink = (appUrl: string, token: string) => `${appUrl}${reviewLinkPath(token)}`;

/** The subject and the in-app notification's title: "Fulano convidou você para revisar “Título”". */
export const reviewInviteTitle = (inviterName: string, title: string) =>
  // One line: it is a mail header too.
  `${inviterName} convidou você para revisar “${title}”`.replace(/\s+/g, ' ');

/** The invitation to an e-mail address of the audience, with its own link. */
export function reviewInviteMail(input: {
  email: string;
  inviterName: string;
  kind: ReviewKind;
  title: string;
  url: string;
}): MailMessage {
  const subject = reviewInviteTitle(input.inviterName, input.title);
  const what = reviewKindLabels[input.kind].toLowerCase();
  const lines = [
    'Olá!',
    `${subject} no Orbita. A ${what} ainda está em teste: leia e deixe comentários no próprio texto.`,
    'O link abaixo é só seu (não o encaminhe) e funciona enquanto a revisão estiver aberta.',
    'Se você não esperava este convite, ignore este e-mail.',
  ];
  const html = `<!doctype html><html lang="pt-BR"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Convite para revisar</title></head>
<body style="font-family:Arial,sans-serif;background:#f5f5f5;margin:0;padding:12px;color:#222">
<div style="max-width:560px;margin:0 auto;background:#fff;border-radius:8px;padding:24px">
<h1 style="color:#194DAF;font-size:20px">Revisar ${escapeHtml(input.title)}</h1>
${lines.map((p) => `<p>${escapeHtml(p)}</p>`).join('\n')}
<p style="margin:24px 0"><a href="${escapeHtml(input.url)}" style="background:#194DAF;color:#fff;padding:12px 20px;border-radius:6px;text-decoration:none;display:inline-block">Abrir a revisão</a></p>
<p style="color:#555;font-size:13px">Se o botão não funcionar, copie e cole este endereço no navegador:<br><a href="${escapeHtml(input.url)}" style="word-break:break-all">${escapeHtml(input.url)}</a></p>
<p style="color:#888;font-size:12px">Orbita · Este é um e-mail automático, não responda.</p>
</div></body></html>`;
  return {
    to: input.email,
    subject,
    text: `${lines[0]}\n\n${lines[1]}\n\n${lines[2]}\n\n${input.url}\n\n${lines[3]}\n`,
    html,
  };
}
