import { describe, expect, it } from 'vitest';
import { decodeStatement, formatOf } from './decode-file';

const latin1 = (text: string) => Uint8Array.from([...text].map((c) => c.charCodeAt(0)));

describe('statement decoding', () => {
  it('reads UTF-8 files as UTF-8 (BOM dropped)', () => {
    const bytes = new TextEncoder().encode(
      '\uFEFFData;Descrição;Valor\n01/03/2026;Pão de açúcar;-12,50',
    );
    expect(decodeStatement(bytes)).toBe('Data;Descrição;Valor\n01/03/2026;Pão de açúcar;-12,50');
  });

  it('falls back to windows-1252 when the bytes are not UTF-8', () => {
    const bytes = latin1('<MEMO>PAGAMENTO CONTA ÁGUA - São Paulo');
    expect(decodeStatement(bytes)).toBe('<MEMO>PAGAMENTO CONTA ÁGUA - São Paulo');
  });

  it('honours an OFX CHARSET:1252 header', () => {
    const text =
      'OFXHEADER:100\nDATA:OFXSGML\nENCODING:USASCII\nCHARSET:1252\n\n<OFX><MEMO>Tarifa Manutenção</OFX>';
    expect(decodeStatement(latin1(text))).toBe(text);
  });

  it('knows the formats by extension', () => {
    expect(formatOf('extrato.OFX')).toBe('ofx');
    expect(formatOf('extrato.csv')).toBe('csv');
    expect(formatOf('extrato.pdf')).toBeNull();
  });
});
