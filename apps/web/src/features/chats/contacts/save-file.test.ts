import { describe, expect, it } from 'vitest';
import { formatOfFile } from './save-file';

describe('the import format of a file', () => {
  it('goes by the extension, else by a BEGIN:VCARD first line', () => {
    expect(formatOfFile('agenda.vcf', 'nome,telefone')).toBe('vcard');
    expect(formatOfFile('Contatos.VCARD', '')).toBe('vcard');
    expect(formatOfFile('planilha.csv', 'BEGIN:VCARD')).toBe('csv');
    expect(formatOfFile('exportado', '\uFEFF  BEGIN:VCARD\nVERSION:3.0')).toBe('vcard');
    expect(formatOfFile('exportado.txt', 'nome;telefone')).toBe('csv');
  });
});
