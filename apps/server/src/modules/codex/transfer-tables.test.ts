import type { CodexBodyNode } from '@orbita/contracts/codex';
import { describe, expect, it } from 'vitest';
import { entryMarkdown } from './transfer';

const text = (value: string): CodexBodyNode => ({ type: 'text', text: value });
const cell = (type: 'tableHeader' | 'tableCell', ...blocks: string[]): CodexBodyNode => ({
  type,
  attrs: { colspan: 1, rowspan: 1 },
  content: blocks.map((b) => ({ type: 'paragraph', content: [text(b)] })),
});
const row = (...cells: CodexBodyNode[]): CodexBodyNode => ({ type: 'tableRow', content: cells });

describe('codex: Markdown export of tables', () => {
  it('writes a GFM pipe table: header row, separator, one line per row, | escaped', () => {
    const body: CodexBodyNode = {
      type: 'doc',
      content: [
        { type: 'paragraph', content: [text('Preços:')] },
        {
          type: 'table',
          content: [
            row(cell('tableHeader', 'Plano'), cell('tableHeader', 'Valor')),
            row(cell('tableCell', 'Básico'), cell('tableCell', 'R$ 10 | mês')),
            row(cell('tableCell', 'Pro', 'anual'), cell('tableCell', 'R$ 100')),
          ],
        },
        { type: 'paragraph', content: [text('Fim.')] },
      ],
    };
    expect(entryMarkdown('Planos', body)).toBe(
      [
        '# Planos',
        '',
        'Preços:',
        '',
        '| Plano | Valor |',
        '| --- | --- |',
        '| Básico | R$ 10 \\| mês |',
        '| Pro anual | R$ 100 |',
        '',
        'Fim.',
        '',
      ].join('\n'),
    );
  });
});
