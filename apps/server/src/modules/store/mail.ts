import { formatCents } from '@orbita/contracts/finance';
import { formatOrderNumber, orderTokenPath } from '@orbita/contracts/store';
import { and, eq, inArray } from 'drizzle-orm';
import type { Tx } from '../../platform/db/client';
import { afterCommit } from '../../platform/db/transaction';
import { memberships, users, workspaces } from '../../platform/identity/schema';
import type { Mailer, MailMessage } from '../../platform/mail';
import { escapeHtml } from '../pages';
import type { StoreOrderItemRow, StoreOrderRow } from './schema';

export interface MailDeps {
  mailer: Pick<Mailer, 'queue'>;
  /** The app's public address (links in the e-mails). */
  appUrl: string;
}

const line = (item: StoreOrderItemRow) => {
  const name =
    item.variantName && item.variantName !== 'Padrão'
      ? `${item.productName} — ${item.variantName}`
      : item.productName;
  const price =
    item.unitPriceCents !== null
      ? formatCents(item.unitPriceCents * item.quantity)
      : `${item.unitPoints! * item.quantity} pontos`;
  return `${item.quantity} × ${name}: ${price}`;
};

const totalOf = (order: StoreOrderRow, items: readonly StoreOrderItemRow[]) =>
  order.totalCents !== null
    ? formatCents(order.totalCents)
    : `${items.reduce((sum, i) => sum + (i.unitPoints ?? 0) * i.quantity, 0)} pontos`;

function mail(input: {
  to: string;
  subject: string;
  title: string;
  paragraphs: string[];
  lines: string[];
  button: { label: string; url: string };
  code?: string;
}): MailMessage {
  const html = `<!doctype html><html lang="pt-BR"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(input.title)}</title></head>
<body style="font-family:Arial,sans-serif;background:#f5f5f5;margin:0;padding:12px;color:#222">
<div style="max-width:560px;margin:0 auto;background:#fff;border-radius:8px;padding:24px">
<h1 style="color:#194DAF;font-size:20px">${escapeHtml(input.title)}</h1>
${input.paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join('\n')}
<ul>${input.lines.map((l) => `<li>${escapeHtml(l)}</li>`).join('')}</ul>
${input.code ? `<p>Pix copia e cola:</p><p style="font-family:monospace;word-break:break-all;background:#f0f0f0;padding:8px">${escapeHtml(input.code)}</p>` : ''}
<p style="margin:24px 0"><a href="${escapeHtml(input.button.url)}" style="background:#194DAF;color:#fff;padding:12px 20px;border-radius:6px;text-decoration:none;display:inline-block">${escapeHtml(input.button.label)}</a></p>
<p style="color:#555;font-size:13px">Se o botão não funcionar, copie e cole este endereço no navegador:<br><a href="${escapeHtml(input.button.url)}" style="word-break:break-all">${escapeHtml(input.button.url)}</a></p>
<p style="color:#888;font-size:12px">Orbita · Este é um e-mail automático, não responda.</p>
</div></body></html>`;
  const text = [
    ...input.paragraphs,
    input.lines.map((l) => `- ${l}`).join('\n'),
    ...(input.code ? [`Pix copia e cola:\n${input.code}`] : []),
    `${input.button.label}: ${input.button.url}`,
  ].join('\n\n');
  return { to: input.to, subject: input.subject.replace(/\s+/g, ' '), text: `${text}\n`, html };
}

/**
 * The e-mails of a new order, queued once the checkout commits: to the buyer (their link,
 * and the Pix code while it is to be paid) and to the workspace's Principal and Admins.
 */
export async function orderMails(
  tx: Tx,
  deps: MailDeps,
  order: StoreOrderRow,
  items: readonly StoreOrderItemRow[],
): Promise<void> {
  const [workspace] = await tx
    .select({ name: workspaces.name })
    .from(workspaces)
    .where(eq(workspaces.id, order.workspaceId));
  const admins = await tx
    .select({ email: users.email })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(
      and(
        eq(memberships.workspaceId, order.workspaceId),
        inArray(memberships.role, ['owner', 'admin']),
      ),
    );
  const store = workspace?.name ?? 'Orbita';
  const code = formatOrderNumber(order.number);
  const lines = items.map(line);
  const total = `Total: ${totalOf(order, items)}`;
  const pending = order.status === 'pendente';
  const messages: MailMessage[] = [
    mail({
      to: order.buyerEmail,
      subject: `Pedido ${code} em ${store}`,
      title: `Pedido ${code}`,
      paragraphs: [
        `Olá, ${order.buyerName}!`,
        pending
          ? `Recebemos seu pedido em ${store}. Ele fica reservado até o pagamento: pague com o Pix abaixo (ou pelo QR code na página do pedido).`
          : `Seu pedido em ${store} está pago. Obrigado!`,
        total,
      ],
      lines,
      code: pending ? (order.pixPayload ?? undefined) : undefined,
      button: { label: 'Ver o pedido', url: `${deps.appUrl}${orderTokenPath(order.token)}` },
    }),
    ...admins.map(({ email }) =>
      mail({
        to: email,
        subject: `Novo pedido ${code} de ${order.buyerName}`,
        title: `Novo pedido ${code}`,
        paragraphs: [
          `${order.buyerName} (${order.buyerEmail}) fez um pedido em ${store}.`,
          pending ? 'Ele aguarda o pagamento por Pix.' : 'Ele já está pago.',
          total,
        ],
        lines,
        button: { label: 'Abrir o pedido', url: `${deps.appUrl}/produto/pedido/${order.id}` },
      }),
    ),
  ];
  afterCommit(tx, () => {
    for (const message of messages) deps.mailer.queue(message);
  });
}
