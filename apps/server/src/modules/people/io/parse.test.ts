import iconv from 'iconv-lite';
import { describe, expect, it } from 'vitest';
import { parseDay, parsePeopleCsv, parsePeopleVcards } from './parse';

describe('people files', () => {
  it('reads an Excel pt-BR CSV in Latin-1 with Portuguese headers', () => {
    const text = [
      'Nome;Tipo;CPF/CNPJ;Celular;E-mail;Nascimento;Empresa;Cargo;Cidade;UF;CEP;Falar a cada (dias)',
      'João Conceição;Pessoa;529.982.247-25;(41) 9999-8888;JOAO@X.COM;17/05/1990;Padaria Pão;Padeiro;Curitiba;PR;80010-000;15',
    ].join('\r\n');
    const { rows, errors } = parsePeopleCsv(iconv.encode(text, 'win1252'));
    expect(errors).toEqual([]);
    expect(rows).toEqual([
      expect.objectContaining({
        line: 2,
        kind: 'person',
        name: 'João Conceição',
        document: '52998224725',
        phones: [{ e164: '+5541999998888', label: null }],
        emails: ['joao@x.com'],
        birthday: '1990-05-17',
        company: 'Padaria Pão',
        role: 'Padeiro',
        address: { city: 'Curitiba', state: 'PR', postalCode: '80010000' },
        keepInTouchDays: 15,
      }),
    ]);
  });

  it('takes the kind from the document, and refuses a document of the other kind', () => {
    const { rows, errors } = parsePeopleCsv(
      'Nome,Tipo,Documento\nAcme,,12.ABC.345/01DE-35\nAna,Empresa,529.982.247-25\n',
    );
    expect(rows.map((r) => [r.name, r.kind, r.document])).toEqual([
      ['Acme', 'company', '12ABC34501DE35'],
      ['Ana', 'company', null],
    ]);
    expect(errors).toEqual([
      {
        line: 3,
        message: 'Documento "529.982.247-25" ignorado: pessoas têm CPF; empresas têm CNPJ.',
      },
    ]);
  });

  it('reads vCard 2.1 (quoted-printable, bare types) and 4.0 with address and birthday', () => {
    const text = [
      'BEGIN:VCARD',
      'VERSION:2.1',
      'N;CHARSET=UTF-8;ENCODING=QUOTED-PRINTABLE:Concei=C3=A7=C3=A3o;Jo=C3=A3o;;;',
      'TEL;CELL:+55 41 99999-8888',
      'BDAY:19900517',
      'END:VCARD',
      'BEGIN:VCARD',
      'VERSION:4.0',
      'KIND:org',
      'FN:Acme',
      'ADR:;Sala 2;Rua XV, 100;Curitiba;PR;80020-310;Brasil',
      'EMAIL:contato@acme.com',
      'END:VCARD',
    ].join('\r\n');
    const { rows, errors } = parsePeopleVcards(text);
    expect(errors).toEqual([]);
    expect(rows[0]).toMatchObject({
      name: 'João Conceição',
      phones: [{ e164: '+5541999998888', label: 'Celular' }],
      birthday: '1990-05-17',
    });
    expect(rows[1]).toMatchObject({
      kind: 'company',
      name: 'Acme',
      address: {
        street: 'Rua XV, 100',
        complement: 'Sala 2',
        city: 'Curitiba',
        state: 'PR',
        postalCode: '80020310',
        country: 'Brasil',
      },
    });
  });

  it('reads days as Brazilians and ISO write them, and only real ones', () => {
    expect(parseDay('17/05/1990')).toBe('1990-05-17');
    expect(parseDay('1990-05-17')).toBe('1990-05-17');
    expect(parseDay('29/02/2023')).toBeNull();
    expect(parseDay('05/17/1990')).toBeNull();
    expect(parseDay('ontem')).toBeNull();
  });
});
