import { describe, expect, it } from 'vitest';
import { bytesToBase64, FILE_TOO_LARGE, formatOf, readStatementFile } from './decode-file';

describe('statement file reading', () => {
  it('sends the bytes as they are: windows-1252 and UTF-8 both reach the server unchanged', async () => {
    const cp1252 = Uint8Array.from([0x43, 0x52, 0xc9, 0x44, 0x49, 0x54, 0x4f, 0x80]); // CRÉDITO€
    expect(Buffer.from(bytesToBase64(cp1252), 'base64')).toEqual(Buffer.from(cp1252));
    const utf8 = new TextEncoder().encode('\uFEFFDOC CRÉDITO EM CONTA');
    expect(await readStatementFile(new Blob([utf8]))).toBe(Buffer.from(utf8).toString('base64'));
  });

  it('encodes files larger than one chunk', () => {
    const big = Uint8Array.from({ length: 100_000 }, (_, i) => i % 256);
    expect(Buffer.from(bytesToBase64(big), 'base64')).toEqual(Buffer.from(big));
  });

  it('refuses a file over 5 MB before sending it', async () => {
    await expect(readStatementFile(new Blob([new Uint8Array(5_000_001)]))).rejects.toThrow(
      FILE_TOO_LARGE,
    );
  });

  it('knows the formats by extension', () => {
    expect(formatOf('extrato.OFX')).toBe('ofx');
    expect(formatOf('extrato.csv')).toBe('csv');
    expect(formatOf('extrato.pdf')).toBeNull();
  });
});
