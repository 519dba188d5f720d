import { INVITE_QUERY_PARAM, INVITE_TTL_DAYS, roleLabels, type Role } from '@orbita/contracts';
import type { MailMessage } from '../../platform/mail';

const escapeHtml = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

export function inviteLink(appUrl: string, workspaceId: string, token: string): string {
  return `${appUrl}/conta/conta/${workspaceId}?${INVITE_QUERY_PARAM}=${encodeURIComponent(token)}`;
}

/** The invitation: who invites, to which workspace, with which role, and the single-use link. */
export function inviteMail(input: {
  email: string;
  workspaceName: string;
  inviterName: string | null;
  role: Role;
  url: string;
}): MailMessage {
  const role = roleLabels[input.role];
  const who = input.inviterName ? `${input.inviterName} convidou você` : 'Você foi convidado';
  const lines = [
    'Olá!',
    `${who} para participar da conta "${input.workspaceName}" no Orbita, com o papel ${role}.`,
    `Para aceitar, abra o link abaixo (válido por ${INVITE_TTL_DAYS} dias) e entre — ou crie sua conta — com este e-mail (${input.email}).`,
    'Se você não esperava este convite, ignore este e-mail.',
  ];
  const html = `<!doctype html><html lang="pt-BR"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Convite para o Orbita</title></head>
<body style="font-family:Arial,sans-serif;background:#f5f5f5;margin:0;padding:12px;color:#222">
<div style="max-width:560px;margin:0 auto;background:#fff;border-radius:8px;padding:24px">
<h1 style="color:#194DAF;font-size:20px">Convite para ${escapeHtml(input.workspaceName)}</h1>
${lines.map((p) => `<p>${escapeHtml(p)}</p>`).join('\n')}
<p style="margin:24px 0"><a href="${escapeHtml(input.url)}" style="background:#194DAF;color:#fff;padding:12px 20px;border-radius:6px;text-decoration:none;display:inline-block">Aceitar convite</a></p>
<p style="color:#555;font-size:13px">Se o botão não funcionar, copie e cole este endereço no navegador:<br><a href="${escapeHtml(input.url)}" style="word-break:break-all">${escapeHtml(input.url)}</a></p>
<p style="color:#888;font-size:12px">Orbita · Este é um e-mail automático, não responda.</p>
</div></body></html>`;
  return {
    to: input.email,
    subject: `Convite para a conta ${input.workspaceName} no Orbita`,
    text: `${lines[0]}\n\n${lines[1]}\n\n${lines[2]}\n\n${input.url}\n\n${lines[3]}\n`,
    html,
  };
}
