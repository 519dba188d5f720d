import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { AppError } from '../../../../platform/errors';
import { parseOfx } from './ofx';

const fixture = readFileSync(
  path.join(import.meta.dirname, '../fixtures/extrato-banco.ofx'),
  'latin1',
);

const cardStatement = `OFXHEADER:100
DATA:OFXSGML
VERSION:102

<OFX>
<SIGNONMSGSRSV1><SONRS><STATUS><CODE>0<SEVERITY>INFO</STATUS><DTSERVER>20250131<LANGUAGE>POR</SONRS></SIGNONMSGSRSV1>
<CREDITCARDMSGSRSV1><CCSTMTTRNRS><TRNUID>1<STATUS><CODE>0<SEVERITY>INFO</STATUS>
<CCSTMTRS><CURDEF>BRL<CCACCTFROM><ACCTID>5555********1234</CCACCTFROM>
<BANKTRANLIST><DTSTART>20250101<DTEND>20250131
<STMTTRN><TRNTYPE>DEBIT<DTPOSTED>20250103<TRNAMT>-45.90<FITID>cc1<MEMO>RESTAURANTE C&amp;A SABOR</STMTTRN>
<STMTTRN><TRNTYPE>CREDIT<DTPOSTED>20250104<TRNAMT>100,00<FITID>cc2<NAME>ESTORNO</STMTTRN>
<STMTTRN><TRNTYPE>DEBIT<DTPOSTED>20250105<TRNAMT>12.00<FITID>cc3<MEMO>TARIFA</STMTTRN>
</BANKTRANLIST></CCSTMTRS></CCSTMTTRNRS></CREDITCARDMSGSRSV1>
</OFX>`;

function message(fn: () => unknown): string {
  try {
    fn();
  } catch (error) {
    expect(error).toBeInstanceOf(AppError);
    return (error as AppError).message;
  }
  throw new Error('não lançou');
}

describe('parseOfx', () => {
  it('reads the Brazilian bank fixture (SGML v1, unclosed leaves, BRT offsets)', () => {
    const rows = parseOfx(fixture);
    expect(rows).toHaveLength(7);
    expect(rows[0]).toEqual({
      date: '2025-01-05',
      value: 520000,
      type: 'revenue',
      description: 'SALARIO EMPRESA EXEMPLO LTDA',
      fitId: '202501050001',
    });
    expect(rows[6]).toEqual({
      date: '2025-01-28',
      value: 123456,
      type: 'expense',
      description: 'PIX ENVIADO JOAO PEREIRA',
      fitId: '202501280001',
    });
    expect(rows.filter((r) => r.type === 'expense').reduce((s, r) => s + r.value, 0)).toBe(
      185000 + 31247 + 8990 + 6435 + 123456,
    );
  });

  it('reads card statements with several tags per line, comma decimals, entities and unsigned debits', () => {
    expect(parseOfx(cardStatement)).toEqual([
      {
        date: '2025-01-03',
        value: 4590,
        type: 'expense',
        description: 'RESTAURANTE C&A SABOR',
        fitId: 'cc1',
      },
      { date: '2025-01-04', value: 10000, type: 'revenue', description: 'ESTORNO', fitId: 'cc2' },
      { date: '2025-01-05', value: 1200, type: 'expense', description: 'TARIFA', fitId: 'cc3' },
    ]);
  });

  it('reads the same file on one line, with CRLF, and as OFX 2 XML', () => {
    expect(parseOfx(fixture.replace(/\r?\n/g, ''))).toEqual(parseOfx(fixture));
    expect(parseOfx(fixture.replace(/\n/g, '\r\n'))).toEqual(parseOfx(fixture));
    const xml = `<?xml version="1.0" encoding="UTF-8"?><?OFX OFXHEADER="200" VERSION="211"?>
<OFX><BANKMSGSRSV1><STMTTRNRS><STMTRS><BANKTRANLIST>
<STMTTRN><TRNTYPE>DEBIT</TRNTYPE><DTPOSTED>20250210120000.000[-3:BRT]</DTPOSTED><TRNAMT>-1234.56</TRNAMT><FITID>x1</FITID><NAME>PADARIA</NAME><MEMO>PÃO &amp; CAFÉ</MEMO></STMTTRN>
</BANKTRANLIST></STMTRS></STMTTRNRS></BANKMSGSRSV1></OFX>`;
    expect(parseOfx(xml)).toEqual([
      {
        date: '2025-02-10',
        value: 123456,
        type: 'expense',
        description: 'PADARIA - PÃO & CAFÉ',
        fitId: 'x1',
      },
    ]);
  });

  it('keeps a valid statement without transactions and skips zero lines', () => {
    expect(parseOfx('<OFX><BANKTRANLIST></BANKTRANLIST></OFX>')).toEqual([]);
    expect(
      parseOfx('<OFX><STMTTRN><DTPOSTED>20250101<TRNAMT>0.00<MEMO>SALDO</STMTTRN></OFX>'),
    ).toEqual([]);
  });

  it('refuses what is not OFX, or is cut short, saying what is wrong in pt-BR', () => {
    const notOfx =
      'Arquivo OFX inválido: este arquivo não é um extrato OFX (não tem o bloco <OFX>). Baixe o extrato em OFX no site do banco.';
    expect(message(() => parseOfx('Data;Descrição;Valor\n01/01/2025;x;1,00'))).toBe(notOfx);
    expect(message(() => parseOfx(''))).toBe(notOfx);
    expect(
      message(() => parseOfx('<OFX><STMTTRN><DTPOSTED>20251301<TRNAMT>1.00</STMTTRN></OFX>')),
    ).toBe('Arquivo OFX inválido: a transação 1 não tem uma data válida.');
    expect(
      message(() => parseOfx('<OFX><STMTTRN><DTPOSTED>20250101<TRNAMT>abc</STMTTRN></OFX>')),
    ).toBe('Arquivo OFX inválido: a transação 1 não tem um valor válido.');
    // A download cut inside the list: nothing of it is imported.
    expect(
      message(() => parseOfx('<OFX><BANKTRANLIST><STMTTRN><DTPOSTED>20250101<TRNAMT>1.00<TRNTYP')),
    ).toBe(
      'Arquivo OFX inválido: o arquivo está incompleto (termina antes do fim do extrato). Baixe-o de novo no site do banco.',
    );
  });
});
