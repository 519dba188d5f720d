import { groupThousands } from './number-br';

/**
 * Money is kept in integer centavos (ARCHITECTURE.md); these turn centavos into the
 * Brazilian display and back. A plain space follows "R$" (Intl would put a no-break
 * space), so the display matches the currency mask exactly.
 */
export function formatBRL(centavos: number): string {
  const value = Math.trunc(centavos);
  const abs = Math.abs(value);
  const reais = groupThousands(Math.floor(abs / 100).toString());
  const cents = String(abs % 100).padStart(2, '0');
  return `${value < 0 ? '-' : ''}R$ ${reais},${cents}`;
}

/**
 * Reads "R$ 1.234,56", "1234,5", "-R$ 10,00" or "1.234" (whole reais) into centavos;
 * null when the text holds no amount.
 */
export function parseBRL(text: string): number | null {
  const trimmed = text.trim();
  const negative = /^-|^R\$\s*-|\(.*\)/.test(trimmed);
  const cleaned = trimmed.replace(/[^\d,]/g, '');
  if (!/\d/.test(cleaned)) return null;
  const comma = cleaned.lastIndexOf(',');
  const whole = (comma >= 0 ? cleaned.slice(0, comma) : cleaned).replace(/,/g, '');
  const fraction = comma >= 0 ? cleaned.slice(comma + 1).replace(/,/g, '') : '';
  if (fraction.length > 2) return null;
  const centavos = Number(whole || '0') * 100 + Number(fraction.padEnd(2, '0'));
  if (!Number.isSafeInteger(centavos)) return null;
  return negative ? -centavos : centavos;
}
