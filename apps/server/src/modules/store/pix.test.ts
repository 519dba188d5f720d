import {
  buildPixPayload,
  crc16ccitt,
  normalizePixKey,
  pixKeyMessages,
  readPixPayload,
} from '@orbita/contracts/store';
import jsQR from 'jsqr';
import { hasError, isStaticPix, parsePix } from 'pix-utils';
import { computeCRC } from 'pix-utils/dist/main/crc';
// The library's own TLV reader (not re-exported by its index): the field-by-field check.
import { parseEmv } from 'pix-utils/dist/main/emvHandler';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { newTxid } from './orders';
import { pixQrSvg } from './presenter';

/**
 * The BR Code builder (contracts/store/pix.ts) against an independent implementation
 * (`pix-utils`: its TLV reader, its parser and its CRC check) and the Banco Central's
 * manual, and the QR code read back from the SVG the server sends.
 */

/** The static example of the BCB's "Manual de Padrões para Iniciação do Pix" (EVP key, no amount). */
const BCB_EXAMPLE =
  '00020126580014br.gov.bcb.pix0136123e4567-e12b-12d1-a456-4266554400005204000053039865802BR5913Fulano de Tal6008BRASILIA62070503***63041D3D';

type Tags = Record<string, { value: string; subTags?: { rawTags: Tags } }>;
const tagsOf = (payload: string) => {
  const parsed = parseEmv({ emvCode: payload }) as { isValid: boolean; rawTags: Tags };
  expect(parsed.isValid).toBe(true);
  return parsed.rawTags;
};

describe('CRC16-CCITT-FALSE', () => {
  it('gives the check value of the standard ("123456789" → 29B1) and the manual example’s CRC', () => {
    expect(crc16ccitt('123456789')).toBe('29B1');
    expect(crc16ccitt(BCB_EXAMPLE.slice(0, -4))).toBe('1D3D');
  });

  it('rebuilds the manual’s example field for field (name upper-cased, CRC by pix-utils)', () => {
    const fields = BCB_EXAMPLE.slice(0, -4).replace('Fulano de Tal', 'FULANO DE TAL');
    expect(
      buildPixPayload({
        key: '123e4567-e12b-12d1-a456-426655440000',
        merchantName: 'Fulano de Tal',
        merchantCity: 'Brasília',
      }),
    ).toBe(`${fields}${computeCRC(fields)}`);
  });
});

describe('BR Code payload', () => {
  const input = {
    key: 'loja@exemplo.com.br',
    merchantName: 'Café São João Ltda — Filial Centro',
    merchantCity: 'São José dos Campos',
    amountCents: 123456,
    txid: 'PED0042ABCDEFGHJKLMNPQRST',
    description: 'Pedido PED-0042',
  };

  it('is read back field by field by pix-utils’ TLV reader', () => {
    const payload = buildPixPayload(input);
    const tags = tagsOf(payload);
    expect(tags['0']!.value).toBe('01');
    const account = tags['26']!.subTags!.rawTags;
    expect(account['0']!.value).toBe('br.gov.bcb.pix');
    expect(account['1']!.value).toBe('loja@exemplo.com.br');
    expect(account['2']!.value).toBe('Pedido PED-0042');
    expect(tags['52']!.value).toBe('0000');
    expect(tags['53']!.value).toBe('986');
    expect(tags['54']!.value).toBe('1234.56');
    expect(tags['58']!.value).toBe('BR');
    // No accents, upper case, cut to 25 / 15 characters.
    expect(tags['59']!.value).toBe('CAFE SAO JOAO LTDA FILIAL');
    expect(tags['60']!.value).toBe('SAO JOSE DOS CA');
    expect(tags['62']!.subTags!.rawTags['5']!.value).toBe('PED0042ABCDEFGHJKLMNPQRST');
    expect(tags['63']!.value).toBe(crc16ccitt(payload.slice(0, -4)));
    expect(payload.slice(-8, -4)).toBe('6304');
  });

  it('is a valid static Pix for pix-utils’ parser (CRC checked there), with every value', () => {
    const pix = parsePix(buildPixPayload(input));
    if (hasError(pix)) throw new Error(pix.message);
    expect(pix).toMatchObject({
      type: 'STATIC',
      merchantCategoryCode: '0000',
      transactionCurrency: '986',
      countryCode: 'BR',
      merchantName: 'CAFE SAO JOAO LTDA FILIAL',
      merchantCity: 'SAO JOSE DOS CA',
      pixKey: 'loja@exemplo.com.br',
      transactionAmount: 1234.56,
      infoAdicional: 'Pedido PED-0042',
      txid: 'PED0042ABCDEFGHJKLMNPQRST',
    });
  });

  it('round-trips every key type and amounts from 1 centavo up, with our own reader too', () => {
    const keys = [
      '12345678909',
      '12ABC34501DE35',
      '+5511987654321',
      'a@b.co',
      '123e4567-e12b-12d1-a456-426655440000',
      `${'x'.repeat(65)}@exemplo.com`,
    ];
    for (const key of keys)
      for (const amountCents of [1, 10, 99, 100, 101, 999_999_999_999]) {
        const txid = newTxid();
        const payload = buildPixPayload({
          key,
          merchantName: 'Loja',
          merchantCity: 'Recife',
          amountCents,
          txid,
          description: 'Uma mensagem longa que não cabe quando a chave é grande demais',
        });
        const pix = parsePix(payload);
        if (hasError(pix)) throw new Error(`${key} ${amountCents}: ${pix.message}`);
        if (!isStaticPix(pix)) throw new Error('not a static Pix');
        expect(pix.pixKey).toBe(key);
        expect(Math.round((pix.transactionAmount ?? 0) * 100)).toBe(amountCents);
        expect(pix.txid).toBe(txid);
        const fields = readPixPayload(payload)!;
        expect(fields['26.01']).toBe(key);
        expect(fields['26']!.length).toBeLessThanOrEqual(99);
        expect(fields['62.05']).toBe(txid);
      }
  });

  it('without an amount or a txid: field 54 absent, txid "***"', () => {
    const tags = tagsOf(
      buildPixPayload({ key: '12345678909', merchantName: 'Ana', merchantCity: 'Natal' }),
    );
    expect(tags['54']).toBeUndefined();
    expect(tags['62']!.subTags!.rawTags['5']!.value).toBe('***');
    expect(tags['26']!.subTags!.rawTags['2']).toBeUndefined();
  });

  it('refuses what cannot be a BR Code (bad txid, zero amount, empty name)', () => {
    const base = { key: '12345678909', merchantName: 'Ana', merchantCity: 'Natal' };
    expect(() => buildPixPayload({ ...base, txid: 'com-hífen' })).toThrow(RangeError);
    expect(() => buildPixPayload({ ...base, txid: 'A'.repeat(26) })).toThrow(RangeError);
    expect(() => buildPixPayload({ ...base, amountCents: 0 })).toThrow(RangeError);
    expect(() => buildPixPayload({ ...base, amountCents: 1.5 })).toThrow(RangeError);
    expect(() => buildPixPayload({ ...base, merchantName: '  ' })).toThrow(RangeError);
  });

  it('our reader refuses a payload whose CRC or structure is wrong', () => {
    expect(readPixPayload(BCB_EXAMPLE)).toMatchObject({
      '26.01': '123e4567-e12b-12d1-a456-426655440000',
    });
    expect(readPixPayload(`${BCB_EXAMPLE.slice(0, -1)}E`)).toBeNull();
    expect(readPixPayload('000201')).toBeNull();
  });
});

describe('Pix keys', () => {
  it('normalizes each type as the DICT holds it, and refuses invalid ones in pt-BR', () => {
    expect(normalizePixKey('cpf', '123.456.789-09')).toEqual({ key: '12345678909' });
    expect(normalizePixKey('cpf', '123.456.789-00')).toEqual({ error: pixKeyMessages.cpf });
    expect(normalizePixKey('cnpj', '12.ABC.345/01DE-35')).toEqual({ key: '12ABC34501DE35' });
    expect(normalizePixKey('cnpj', '11.222.333/0001-81')).toEqual({ key: '11222333000181' });
    expect(normalizePixKey('cnpj', '11.222.333/0001-80')).toEqual({ error: pixKeyMessages.cnpj });
    // A CPF typed as a CNPJ key is refused (the type decides).
    expect(normalizePixKey('cnpj', '12345678909')).toEqual({ error: pixKeyMessages.cnpj });
    expect(normalizePixKey('email', ' Loja@Exemplo.COM.br ')).toEqual({
      key: 'loja@exemplo.com.br',
    });
    expect(normalizePixKey('email', 'sem-arroba')).toEqual({ error: pixKeyMessages.email });
    expect(normalizePixKey('telefone', '(11) 98765-4321')).toEqual({ key: '+5511987654321' });
    expect(normalizePixKey('telefone', '+55 21 3456-7890')).toEqual({ key: '+552134567890' });
    expect(normalizePixKey('telefone', '123')).toEqual({ error: pixKeyMessages.telefone });
    expect(normalizePixKey('aleatoria', '123E4567-E12B-12D1-A456-426655440000')).toEqual({
      key: '123e4567-e12b-12d1-a456-426655440000',
    });
    expect(normalizePixKey('aleatoria', '123e4567')).toEqual({ error: pixKeyMessages.aleatoria });
    expect(normalizePixKey('email', `${'a'.repeat(80)}@x.com`)).toEqual({
      error: pixKeyMessages.email,
    });
  });
});

describe('QR code', () => {
  it('the SVG the server sends is read back (rasterized, then jsQR) as the exact payload', async () => {
    const payload = buildPixPayload({
      key: '+5511987654321',
      merchantName: 'Padaria Pão de Ouro',
      merchantCity: 'Belo Horizonte',
      amountCents: 4990,
      txid: newTxid(),
      description: 'Pedido PED-0007',
    });
    const svg = await pixQrSvg(payload);
    expect(svg.startsWith('<svg')).toBe(true);
    const { data, info } = await sharp(Buffer.from(svg), { density: 300 })
      .resize(600, 600, { kernel: 'nearest' })
      .ensureAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
    const read = jsQR(new Uint8ClampedArray(data), info.width, info.height);
    expect(read?.data).toBe(payload);
  });
});
