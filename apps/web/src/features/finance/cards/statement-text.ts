import { formatCents, type Statement } from '@orbita/contracts/finance';

/** Chip colours of the statement statuses. */
export const statementStatusColor = {
  open: 'info',
  closed: 'warning',
  paid: 'success',
  overdue: 'error',
} as const;

/**
 * The plain pt-BR line under a statement's total: what is left after a partial payment, the
 * credit an overpayment leaves for the next statement, the credit an earlier one left, or
 * why imported history is not billed. Null when the figures say it all.
 */
export function statementNote(s: Statement): string | null {
  if (s.historical)
    return 'Importada depois do vencimento: considerada quitada no banco, fora de Contas a pagar.';
  const parts: string[] = [];
  if (s.credit > 0) parts.push(`${formatCents(s.credit)} de crédito da fatura anterior`);
  if (s.paid > 0 && s.remaining > 0)
    parts.push(`pagamento parcial: faltam ${formatCents(s.remaining)}`);
  if (s.carriedOver > 0)
    parts.push(`${formatCents(s.carriedOver)} de crédito para a próxima fatura`);
  if (parts.length === 0) return null;
  const text = parts.join('; ');
  return `${text.charAt(0).toUpperCase()}${text.slice(1)}.`;
}

/** "Geladeira (2/6)" → "Geladeira": the installment shows in its own column. */
export function withoutInstallment(description: string, count: number | null): string {
  return count ? description.replace(/\s*\(\d+\/\d+\)$/, '') : description;
}
