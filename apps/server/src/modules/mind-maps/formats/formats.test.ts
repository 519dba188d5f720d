import {
  addChild,
  MAP_LIMITS,
  readTree,
  ROOT_ID,
  toOutline,
  updateNode,
  type OutlineNode,
} from '@orbita/contracts/mind-map-doc';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { AppError } from '../../../platform/errors';
import { writeOutline } from '../document';
import { mapTemplates } from '../templates/catalog';
import { exportMapFile, importMapFile } from './index';
import { xmlMessages } from './xml';

/** A document with every field a node holds, built through the one model. */
function richDoc() {
  const doc = new Y.Doc();
  const project = mapTemplates.find((t) => t.key === 'project-plan')!;
  writeOutline(
    doc,
    { text: 'Lançamento & "beta" <v2>', note: 'Raiz com nota', children: project.branches },
    'both',
  );
  const extra = addChild(doc, ROOT_ID, 'Links e ícones');
  updateNode(doc, extra, {
    link: 'https://exemplo.com.br/a?b=1&c=2',
    icon: '🐞',
    color: '#BE185D',
    collapsed: true,
    note: 'Linha 1\nLinha 2 com <tag> & "aspas"',
    side: 'left',
  });
  addChild(doc, extra, 'Filho escondido');
  return doc;
}

/** Imports `content` into a fresh document and reads it back as an outline. */
function reimport(format: 'json' | 'opml' | 'markdown' | 'freemind', content: string) {
  const imported = importMapFile(format, content);
  const doc = new Y.Doc();
  writeOutline(doc, imported.root, imported.layout);
  const sides = readTree(doc).children.map((c) => c.side);
  return { imported, outline: toOutline(readTree(doc)), sides };
}

function refusal(run: () => unknown): { status: number; message: string } {
  try {
    run();
  } catch (error) {
    if (error instanceof AppError) return { status: error.status, message: error.message };
    throw error;
  }
  throw new Error('not refused');
}

const chain = (depth: number): OutlineNode => {
  const root: OutlineNode = { text: 'n0', children: [] };
  let at = root;
  for (let i = 1; i < depth; i++) {
    const next: OutlineNode = { text: `n${i}`, children: [] };
    at.children.push(next);
    at = next;
  }
  return root;
};

describe('mind map export → import round trips', () => {
  it('JSON keeps the whole tree, every field and the layout', () => {
    const doc = richDoc();
    const before = toOutline(readTree(doc));
    const file = exportMapFile('json', { title: 'Meu mapa', layout: 'both', root: readTree(doc) });
    expect(file).toMatchObject({ fileName: 'meu-mapa.json', mimeType: 'application/json' });
    const { imported, outline, sides } = reimport('json', file.content);
    expect(imported).toMatchObject({ title: 'Meu mapa', layout: 'both' });
    expect(outline).toEqual(before);
    // Which side of the root each branch sits on (layout 'both') survives too.
    expect(sides).toEqual(readTree(doc).children.map((c) => c.side));
    expect(sides.at(-1)).toBe('left');
    expect(JSON.stringify(outline)).toContain('"collapsed":true');
  });

  it('OPML keeps text, notes, links, colours, icons and folds (escaped, never raw markup)', () => {
    const doc = richDoc();
    const before = toOutline(readTree(doc));
    const file = exportMapFile('opml', { title: 'Plano', layout: 'both', root: readTree(doc) });
    expect(file.content).toContain('<opml version="2.0">');
    expect(file.content).toContain('text="Lançamento &amp; &quot;beta&quot; &lt;v2&gt;"');
    expect(file.content).not.toContain('<tag>');
    const { imported, outline } = reimport('opml', file.content);
    expect(imported.title).toBe('Plano');
    expect(outline).toEqual(before);
  });

  it('Markdown keeps the texts and the shape', () => {
    const doc = richDoc();
    const file = exportMapFile('markdown', { title: 'x', layout: 'right', root: readTree(doc) });
    const { outline } = reimport('markdown', file.content);
    const textsOnly = (n: OutlineNode): unknown => ({
      text: n.text.replace(/\s*\n\s*/g, ' '),
      children: n.children.map(textsOnly),
    });
    expect(textsOnly(outline)).toEqual(textsOnly(toOutline(readTree(doc))));
  });

  it('FreeMind export re-imports with icons, notes, folds, colours and links', () => {
    const doc = richDoc();
    const file = exportMapFile('freemind', { title: 'x', layout: 'both', root: readTree(doc) });
    const { outline, sides } = reimport('freemind', file.content);
    expect(outline).toEqual(toOutline(readTree(doc)));
    expect(sides).toEqual(readTree(doc).children.map((c) => c.side));
  });
});

describe('mind map import of files made elsewhere', () => {
  it('reads an OPML with several top-level outlines under a root named after its title', () => {
    const { imported, outline } = reimport(
      'opml',
      `<?xml version="1.0"?><opml version="1.0"><head><title>Leituras</title></head><body>
        <outline text="Livros"><outline text="Dom Casmurro" htmlUrl="https://exemplo.com.br/dc"/></outline>
        <outline title="Artigos &#233; posts"/></body></opml>`,
    );
    expect(imported.title).toBe('Leituras');
    expect(outline).toEqual({
      text: 'Leituras',
      children: [
        {
          text: 'Livros',
          children: [{ text: 'Dom Casmurro', link: 'https://exemplo.com.br/dc', children: [] }],
        },
        { text: 'Artigos é posts', children: [] },
      ],
    });
  });

  it('reads a FreeMind map: rich-text node, HTML note as plain text, left branches → both sides', () => {
    const { imported, outline } = reimport(
      'freemind',
      `<map version="0.9.0"><node TEXT="Viagem">
        <node TEXT="Roteiro" POSITION="right" FOLDED="true" COLOR="#0f766e">
          <icon BUILTIN="calendar"/><node TEXT="Dia 1"/></node>
        <node POSITION="left"><richcontent TYPE="NODE"><html><body><p>Orçamento <b>total</b></p></body></html></richcontent>
          <richcontent TYPE="NOTE"><html><body><p>Não passar de</p><p>R$ 5.000</p><script>alert(1)</script></body></html></richcontent></node>
      </node></map>`,
    );
    expect(imported).toMatchObject({ title: 'Viagem', layout: 'both' });
    expect(outline.children[0]).toEqual({
      text: 'Roteiro',
      color: '#0F766E',
      icon: '📅',
      collapsed: true,
      children: [{ text: 'Dia 1', children: [] }],
    });
    expect(outline.children[1]!.text).toBe('Orçamento total');
    expect(outline.children[1]!.note).toContain('R$ 5.000');
    expect(outline.children[1]!.note).not.toContain('<');
  });

  it('reads a Markdown list with headings as the root', () => {
    const { imported, outline } = reimport(
      'markdown',
      '# Estudos\n- Matemática\n  - Álgebra\n- História\n',
    );
    expect(imported.title).toBe('Estudos');
    expect(outline).toEqual({
      text: 'Estudos',
      children: [
        { text: 'Matemática', children: [{ text: 'Álgebra', children: [] }] },
        { text: 'História', children: [] },
      ],
    });
  });

  it('drops unsafe links and colours from an imported file (the model keeps only safe ones)', () => {
    const json = JSON.stringify({
      format: 'orbita.mind-map',
      version: 1,
      title: 't',
      layout: 'right',
      root: {
        text: 'r',
        children: [
          { text: 'a', link: 'javascript:alert(1)', color: 'red;background:url(x)', children: [] },
        ],
      },
    });
    expect(reimport('json', json).outline.children[0]).toEqual({ text: 'a', children: [] });
  });
});

describe('hostile or broken import files are refused with 422 in pt-BR, never a crash', () => {
  it('refuses XML external entities (XXE) before parsing', () => {
    const xxe = `<?xml version="1.0"?><!DOCTYPE opml [<!ENTITY xxe SYSTEM "file:///etc/passwd">]>
      <opml version="2.0"><body><outline text="&xxe;"/></body></opml>`;
    expect(refusal(() => importMapFile('opml', xxe))).toEqual({
      status: 422,
      message: xmlMessages.doctype,
    });
    const mm = `<!DOCTYPE map SYSTEM "http://127.0.0.1:1/x.dtd"><map><node TEXT="a"/></map>`;
    expect(refusal(() => importMapFile('freemind', mm)).message).toBe(xmlMessages.doctype);
  });

  it('refuses entity expansion bombs (billion laughs)', () => {
    const lol = `<?xml version="1.0"?><!DOCTYPE lolz [<!ENTITY lol "lol">
      <!ENTITY lol2 "&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;">
      <!ENTITY lol3 "&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;">
      <!ENTITY lol9 "&lol3;&lol3;&lol3;&lol3;&lol3;&lol3;&lol3;&lol3;&lol3;&lol3;">]>
      <opml><body><outline text="&lol9;"/></body></opml>`;
    expect(refusal(() => importMapFile('opml', lol))).toEqual({
      status: 422,
      message: xmlMessages.doctype,
    });
  });

  it('refuses malformed XML, non-OPML XML, broken JSON and foreign JSON', () => {
    expect(
      refusal(() => importMapFile('opml', '<opml><body><outline text="a"></body>')),
    ).toMatchObject({
      status: 422,
      message: expect.stringMatching(/^O arquivo não é um XML válido \(linha \d+\)\.$/),
    });
    expect(refusal(() => importMapFile('opml', '<rss><channel/></rss>')).status).toBe(422);
    expect(refusal(() => importMapFile('freemind', '<opml><body/></opml>')).status).toBe(422);
    expect(refusal(() => importMapFile('json', '{"format":')).message).toBe(
      'O arquivo não é um JSON válido.',
    );
    expect(refusal(() => importMapFile('json', '{"nodes":[]}')).status).toBe(422);
    expect(
      refusal(() =>
        importMapFile(
          'json',
          JSON.stringify({
            format: 'orbita.mind-map',
            version: 1,
            root: { text: 'r', children: [{ text: 1 }] },
          }),
        ),
      ).message,
    ).toBe('Tópico inválido em root.children[0]: cada tópico precisa de "text" e "children".');
    expect(refusal(() => importMapFile('markdown', '\n\n  \n')).status).toBe(422);
  });

  it(`refuses more than ${MAP_LIMITS.nodes} nodes in every format`, () => {
    const wide = {
      text: 'r',
      children: Array.from({ length: MAP_LIMITS.nodes }, (_, i) => ({
        text: `n${i}`,
        children: [],
      })),
    };
    const json = JSON.stringify({ format: 'orbita.mind-map', version: 1, root: wide });
    const opml = `<opml><body><outline text="r">${'<outline text="n"/>'.repeat(MAP_LIMITS.nodes)}</outline></body></opml>`;
    const md = `- r\n${'  - n\n'.repeat(MAP_LIMITS.nodes)}`;
    const mm = `<map><node TEXT="r">${'<node TEXT="n"/>'.repeat(MAP_LIMITS.nodes)}</node></map>`;
    for (const [format, content] of [
      ['json', json],
      ['opml', opml],
      ['markdown', md],
      ['freemind', mm],
    ] as const)
      expect(
        refusal(() => importMapFile(format, content)),
        format,
      ).toEqual({
        status: 422,
        message: `O arquivo tem nós demais: um mapa pode ter no máximo ${MAP_LIMITS.nodes} nós.`,
      });
    // Exactly the limit is accepted.
    wide.children.pop();
    expect(
      importMapFile('json', JSON.stringify({ format: 'orbita.mind-map', version: 1, root: wide }))
        .root.children,
    ).toHaveLength(MAP_LIMITS.nodes - 1);
  });

  it('refuses nesting past the depth limit, also far deeper than the stack', () => {
    const depthMessage = `O arquivo tem níveis demais: um mapa pode ter no máximo ${MAP_LIMITS.depth} níveis.`;
    const json = (root: OutlineNode) =>
      JSON.stringify({ format: 'orbita.mind-map', version: 1, root });
    expect(refusal(() => importMapFile('json', json(chain(MAP_LIMITS.depth + 1)))).message).toBe(
      depthMessage,
    );
    expect(importMapFile('json', json(chain(MAP_LIMITS.depth))).title).toBe('n0');
    const opml = `<opml><body>${'<outline text="a">'.repeat(MAP_LIMITS.depth + 1)}${'</outline>'.repeat(MAP_LIMITS.depth + 1)}</body></opml>`;
    expect(refusal(() => importMapFile('opml', opml)).message).toBe(depthMessage);
    const md = Array.from(
      { length: MAP_LIMITS.depth + 1 },
      (_, i) => `${'  '.repeat(i)}- n${i}`,
    ).join('\n');
    expect(refusal(() => importMapFile('markdown', md)).message).toBe(depthMessage);
    // 200,000 levels: no recursion over the input, so a 422 and not a stack overflow.
    const deepJson = `{"format":"orbita.mind-map","version":1,"root":${'{"text":"a","children":['.repeat(200_000)}${']}'.repeat(200_000)}}`;
    expect(refusal(() => importMapFile('json', deepJson)).status).toBe(422);
    const deepXml = `<map>${'<node TEXT="a">'.repeat(100_000)}${'</node>'.repeat(100_000)}</map>`;
    expect(refusal(() => importMapFile('freemind', deepXml)).status).toBe(422);
  });
});

describe('import fuzz: any text in any format imports or is refused with a 422', () => {
  const formats = ['json', 'opml', 'markdown', 'freemind'] as const;
  const doc = richDoc();
  const valid = Object.fromEntries(
    formats.map((f) => [
      f,
      exportMapFile(f, { title: 'Fuzz', layout: 'both', root: readTree(doc) }).content,
    ]),
  ) as Record<(typeof formats)[number], string>;

  it('survives random text and random cuts/insertions in valid files', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...formats),
        fc.oneof(
          fc.string({ maxLength: 300 }),
          fc.tuple(fc.nat(), fc.nat(), fc.string({ maxLength: 20 })).map(([a, b, junk]) => ({
            a,
            b,
            junk,
          })),
        ),
        (format, input) => {
          let content: string;
          if (typeof input === 'string') content = input;
          else {
            const text = valid[format];
            const at = input.a % text.length;
            const cut = Math.min(text.length, at + (input.b % 40));
            content = text.slice(0, at) + input.junk + text.slice(cut);
          }
          try {
            const imported = importMapFile(format, content);
            expect(typeof imported.title).toBe('string');
          } catch (error) {
            expect(error).toBeInstanceOf(AppError);
            expect((error as AppError).status).toBe(422);
            expect((error as AppError).message).not.toMatch(/\b(the|is|invalid|expected)\b/i);
          }
        },
      ),
      { seed: 20_261_126, numRuns: 600 },
    );
  });
});
