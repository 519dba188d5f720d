import type { MailMessage } from '../../platform/mail';

const escapeHtml = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

const firstName = (name: string) => name.trim().split(/\s+/)[0] || name;

function layout(
  title: string,
  paragraphs: string[],
  action?: { label: string; url: string },
): string {
  const button = action
    ? `<p style="margin:24px 0"><a href="${escapeHtml(action.url)}" style="background:#194DAF;color:#fff;padding:12px 20px;border-radius:6px;text-decoration:none;display:inline-block">${escapeHtml(action.label)}</a></p>
<p style="color:#555;font-size:13px">Se o botão não funcionar, copie e cole este endereço no navegador:<br><a href="${escapeHtml(action.url)}" style="word-break:break-all">${escapeHtml(action.url)}</a></p>`
    : '';
  return `<!doctype html><html lang="pt-BR"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)}</title></head>
<body style="font-family:Arial,sans-serif;background:#f5f5f5;margin:0;padding:12px;color:#222">
<div style="max-width:560px;margin:0 auto;background:#fff;border-radius:8px;padding:24px">
<h1 style="color:#194DAF;font-size:20px">${escapeHtml(title)}</h1>
${paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join('\n')}
${button}
<p style="color:#888;font-size:12px">Orbita · Este é um e-mail automático, não responda.</p>
</div></body></html>`;
}

export function confirmationMail(
  to: { name: string; email: string },
  appUrl: string,
  token: string,
): MailMessage {
  const url = `${appUrl}/registro/Confirma?token=${encodeURIComponent(token)}`;
  const lines = [
    `Olá, ${firstName(to.name)}!`,
    'Falta pouco para começar a usar o Orbita. Confirme seu e-mail pelo link abaixo (válido por 48 horas).',
    'Se você não criou esta conta, ignore este e-mail.',
  ];
  return {
    to: to.email,
    subject: 'Confirme seu e-mail no Orbita',
    text: `${lines[0]}\n\n${lines[1]}\n\n${url}\n\n${lines[2]}\n`,
    html: layout('Confirme seu e-mail', lines, { label: 'Confirmar e-mail', url }),
  };
}

export function recoveryMail(
  to: { name: string; email: string },
  appUrl: string,
  token: string,
): MailMessage {
  const url = `${appUrl}/registro/Recupera?token=${encodeURIComponent(token)}`;
  const lines = [
    `Olá, ${firstName(to.name)}!`,
    'Recebemos um pedido para redefinir a senha da sua conta no Orbita. Use o link abaixo (válido por 1 hora).',
    'Se não foi você, ignore este e-mail: sua senha continua a mesma.',
  ];
  return {
    to: to.email,
    subject: 'Redefina sua senha do Orbita',
    text: `${lines[0]}\n\n${lines[1]}\n\n${url}\n\n${lines[2]}\n`,
    html: layout('Redefina sua senha', lines, { label: 'Criar nova senha', url }),
  };
}

/** Sent instead of a confirmation when someone registers an e-mail that already has an account. */
export function alreadyRegisteredMail(
  to: { name: string; email: string },
  appUrl: string,
): MailMessage {
  const url = `${appUrl}/`;
  const lines = [
    `Olá, ${firstName(to.name)}!`,
    'Alguém (talvez você) tentou criar uma conta no Orbita com este e-mail, mas ele já está cadastrado.',
    'Entre com sua senha ou, se a esqueceu, use "Esqueci minha senha" na tela de login. Se não foi você, ignore este e-mail.',
  ];
  return {
    to: to.email,
    subject: 'Você já tem uma conta no Orbita',
    text: `${lines.join('\n\n')}\n\n${url}\n`,
    html: layout('Você já tem uma conta', lines, { label: 'Entrar no Orbita', url }),
  };
}
