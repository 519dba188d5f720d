import { randomUUID } from 'node:crypto';
import {
  CODEX_DEPTH_MAX,
  CODEX_ENTRIES_MAX,
  CODEX_ENTRY_TITLE_MAX,
  CODEX_IMPORT_FILES_MAX,
  CODEX_IMPORT_UNCOMPRESSED_MAX,
  codexMessages,
  type CodexBodyNode,
} from '@orbita/contracts/codex';
import { codexExtensions } from '@orbita/contracts/codex/rich-text';
import { generateHTML, generateJSON } from '@tiptap/html/server';
import { eq, isNull } from 'drizzle-orm';
import { strToU8, Unzip, UnzipInflate, zipSync } from 'fflate';
import { generateKeyBetween } from 'fractional-indexing';
import { Marked } from 'marked';
import TurndownService from 'turndown';
import type { AppContext } from '../../platform/context';
import type { Queryable } from '../../platform/db/client';
import { transaction } from '../../platform/db/transaction';
import { AppError } from '../../platform/errors';
import { inWorkspace } from '../../platform/scope';
import { cleanBody, emptyBody, refuse, resolveLinks } from './body';
import { codexEntries } from './schema';
import {
  entryCountOfCodex,
  getCodex,
  getEntry,
  insertEntry,
  lockCodex,
  rebuildLinks,
  treeOrder,
  type EntrySummaryRow,
  type Member,
  type Viewer,
} from './service';

/**
 * Markdown import and export of a codex. Libraries do the formats: `marked` (Markdown →
 * HTML), TipTap's `generateJSON`/`generateHTML` (HTML ↔ the codex schema), `turndown` (HTML →
 * Markdown) and `fflate` (ZIP, read as a stream so limits are checked on the bytes actually
 * inflated, not on what the archive claims).
 *
 * The layout: one `.md` per entry, its file name the title (made safe), an entry with
 * children as a folder holding its own text in `index.md`; each file starts with `# Título`
 * (the exact title: file names lose characters); `[[Título]]` writes a link to another entry
 * of the codex. Import reads the same layout back (a folder without `index.md` becomes an
 * entry with an empty body), in the archive's order, so export → import gives the same tree.
 */

const extensions = codexExtensions();

// ---------------------------------------------------------------- export

const turndown = new TurndownService({
  headingStyle: 'atx',
  codeBlockStyle: 'fenced',
  bulletListMarker: '-',
  emDelimiter: '*',
});
turndown.addRule('entryLink', {
  filter: (node) => node.nodeName === 'SPAN' && node.hasAttribute('data-entry-link'),
  replacement: (_content, node) => `[[${(node.textContent ?? '').replace(/[[\]\n]/g, ' ')}]]`,
});

// Tables as GFM pipe tables (turndown alone flattens them into lines of text; its gfm plugin
// is not a dependency, and these three rules are all it takes). The first row is the header
// GFM requires; a cell's blocks join on one line, a `|` in it escaped; a merged cell
// (colspan) keeps its columns with empty cells, so every row has the header's width.
/** The few DOM members these rules read (the server has no DOM types; turndown's parser does). */
interface HtmlNode {
  nodeName: string;
  parentNode: HtmlNode | null;
  childNodes: ArrayLike<HtmlNode>;
  getAttribute(name: string): string | null;
  getElementsByTagName(name: string): ArrayLike<HtmlNode>;
}
const html = (node: unknown) => node as HtmlNode;
const spanOf = (cell: HtmlNode) => Math.max(1, Number(cell.getAttribute('colspan')) || 1);
const widthOf = (row: HtmlNode) =>
  Array.from(row.childNodes)
    .filter((c) => c.nodeName === 'TH' || c.nodeName === 'TD')
    .reduce((n, c) => n + spanOf(c), 0);
turndown.addRule('tableCell', {
  filter: ['th', 'td'],
  replacement: (content, node) => {
    const text = content
      .replace(/\s*\n+\s*/g, ' ')
      .replace(/\|/g, '\\|')
      .trim();
    return ` ${text} |` + ' |'.repeat(spanOf(html(node)) - 1);
  },
});
turndown.addRule('tableRow', {
  filter: 'tr',
  replacement: (content, node) => {
    const row = html(node);
    let table = row.parentNode;
    while (table && table.nodeName !== 'TABLE') table = table.parentNode;
    const first = table ? table.getElementsByTagName('tr')[0] === row : false;
    const line = `|${content}`;
    return first ? `\n${line}\n|${' --- |'.repeat(widthOf(row))}` : `\n${line}`;
  },
});
turndown.addRule('table', {
  filter: 'table',
  replacement: (content) => `\n\n${content.replace(/\n+/g, '\n').trim()}\n\n`,
});
turndown.addRule('tableColumns', { filter: ['colgroup', 'col'], replacement: () => '' });

/** An entry as Markdown: `# Título`, a blank line, the body (links as `[[Título]]`). */
export function entryMarkdown(title: string, body: CodexBodyNode): string {
  let html: string;
  try {
    html = generateHTML(body, extensions);
  } catch {
    html = '';
  }
  const text = turndown.turndown(html).trim();
  return `# ${title}\n${text ? `\n${text}\n` : ''}`;
}

/** A title as a file or folder name on any system. */
export function safeFileName(title: string): string {
  const name = title
    // eslint-disable-next-line no-control-regex -- control characters are exactly what a file name must not hold
    .replace(/[\u0000-\u001f\u007f/\\:*?"<>|]/g, '-')
    .replace(/^[\s.]+|[\s.]+$/g, '')
    .slice(0, 100)
    .trim();
  return name || 'Sem título';
}

/** One entry of the workspace as a Markdown file. */
export async function exportEntry(
  q: Queryable,
  member: Viewer,
  id: string,
): Promise<{ name: string; markdown: string }> {
  const entry = await getEntry(q, member, id);
  return {
    name: `${safeFileName(entry.title)}.md`,
    markdown: entryMarkdown(entry.title, entry.body),
  };
}

/** A codex as a ZIP of Markdown files (folders = the tree). */
export async function exportCodex(
  q: Queryable,
  member: Viewer,
  id: string,
): Promise<{ name: string; zip: Uint8Array }> {
  const codex = await getCodex(q, member, id);
  const rows = treeOrder(
    await q
      .select({
        id: codexEntries.id,
        parentId: codexEntries.parentId,
        position: codexEntries.position,
        title: codexEntries.title,
        body: codexEntries.body,
      })
      .from(codexEntries)
      .where(inWorkspace(codexEntries, member, eq(codexEntries.codexId, id))),
  );
  const titles = new Map(rows.map((r) => [r.id, r.title]));
  const hasChildren = new Set(rows.map((r) => r.parentId).filter(Boolean));
  const folderOf = new Map<string | null, string>([[null, '']]);
  const taken = new Map<string, Set<string>>();
  const files: Record<string, Uint8Array> = {};
  for (const row of rows) {
    const dir = folderOf.get(row.parentId) ?? '';
    const used = taken.get(dir) ?? new Set<string>();
    taken.set(dir, used);
    const base = safeFileName(row.title);
    let name = base;
    for (let n = 2; used.has(name.toLowerCase()) || name.toLowerCase() === 'index'; n += 1)
      name = `${base} (${n})`;
    used.add(name.toLowerCase());
    const markdown = entryMarkdown(row.title, resolveLinks(row.body, titles));
    if (hasChildren.has(row.id)) {
      folderOf.set(row.id, `${dir}${name}/`);
      files[`${dir}${name}/index.md`] = strToU8(markdown);
    } else files[`${dir}${name}.md`] = strToU8(markdown);
  }
  return { name: `${safeFileName(codex.name)}.zip`, zip: zipSync(files, { level: 6 }) };
}

// ---------------------------------------------------------------- import

export interface UploadedFile {
  name: string;
  data: Uint8Array;
}

interface MarkdownFile {
  path: string;
  text: string;
}

const decoder = new TextDecoder('utf-8', { fatal: true });
const isMarkdown = (path: string) => /\.(md|markdown)$/i.test(path);
/** Archive noise: macOS resource forks, hidden files. */
const isNoise = (path: string) =>
  path.split('/').some((p) => p.startsWith('.') || p === '__MACOSX');

function decode(data: Uint8Array): string {
  try {
    return decoder.decode(data).replace(/^\uFEFF/, '');
  } catch {
    throw refuse(codexMessages.importTextInvalid);
  }
}

/**
 * The Markdown files of a ZIP, refused (422) past CODEX_IMPORT_FILES_MAX entries or
 * CODEX_IMPORT_UNCOMPRESSED_MAX bytes inflated — counted on the inflated stream, so an
 * archive lying about its sizes (a zip bomb) stops at the limit.
 */
export function unzipMarkdown(
  data: Uint8Array,
  budget: { bytes: number; files: number },
): MarkdownFile[] {
  const found: { path: string; chunks: Uint8Array[] }[] = [];
  let failure: AppError | null = null;
  const unzip = new Unzip((file) => {
    budget.files += 1;
    if (budget.files > CODEX_IMPORT_FILES_MAX) throw refuse(codexMessages.importTooManyFiles);
    const path = file.name.replace(/\\/g, '/');
    if (path.endsWith('/') || isNoise(path) || !isMarkdown(path)) return;
    const entry = { path, chunks: [] as Uint8Array[] };
    found.push(entry);
    file.ondata = (error, chunk) => {
      // fflate hands an error thrown here back as `error`: the first refusal is the one told.
      if (error) throw failure ?? refuse(codexMessages.importZipInvalid);
      budget.bytes += chunk.length;
      if (budget.bytes > CODEX_IMPORT_UNCOMPRESSED_MAX) {
        failure = refuse(codexMessages.importUncompressedTooLarge);
        throw failure;
      }
      entry.chunks.push(chunk);
    };
    file.start();
  });
  unzip.register(UnzipInflate);
  try {
    unzip.push(data, true);
  } catch (error) {
    if (failure) throw failure;
    if (error instanceof AppError) throw error;
    throw refuse(codexMessages.importZipInvalid);
  }
  return found.map((f) => {
    const bytes = new Uint8Array(f.chunks.reduce((n, c) => n + c.length, 0));
    let at = 0;
    for (const chunk of f.chunks) {
      bytes.set(chunk, at);
      at += chunk.length;
    }
    return { path: f.path, text: decode(bytes) };
  });
}

/** What the uploaded files hold: ZIPs unpacked, loose `.md` files at the root. */
export function markdownFilesOf(files: UploadedFile[]): MarkdownFile[] {
  if (files.length === 0) throw refuse(codexMessages.importEmpty);
  const budget = { bytes: 0, files: 0 };
  const out: MarkdownFile[] = [];
  for (const file of files) {
    if (/\.zip$/i.test(file.name)) out.push(...unzipMarkdown(file.data, budget));
    else if (isMarkdown(file.name)) {
      budget.files += 1;
      budget.bytes += file.data.length;
      if (budget.files > CODEX_IMPORT_FILES_MAX) throw refuse(codexMessages.importTooManyFiles);
      if (budget.bytes > CODEX_IMPORT_UNCOMPRESSED_MAX)
        throw refuse(codexMessages.importUncompressedTooLarge);
      out.push({ path: file.name.split(/[\\/]/).pop()!, text: decode(file.data) });
    } else throw refuse(codexMessages.importType);
  }
  if (out.length === 0) throw refuse(codexMessages.importEmpty);
  return out;
}

interface ImportNode {
  id: string;
  key: string;
  parentKey: string | null;
  depth: number;
  title: string;
  markdown: string;
}

const clip = (title: string) => title.trim().slice(0, CODEX_ENTRY_TITLE_MAX).trim() || 'Sem título';

/** `# Título` on the first line gives the title (and is taken out of the text). */
function splitTitle(text: string, fallback: string): { title: string; markdown: string } {
  const match = /^\s*#[ \t]+(.+?)[ \t#]*(?:\r?\n|$)/.exec(text);
  if (match) return { title: clip(match[1]!), markdown: text.slice(match[0].length) };
  return { title: clip(fallback), markdown: text };
}

/** The files as a tree of entries, parents before children, in the archive's order. */
export function importTree(files: MarkdownFile[]): ImportNode[] {
  const nodes = new Map<string, ImportNode>();
  const ensure = (segments: string[]): ImportNode => {
    const key = segments.join('/');
    let node = nodes.get(key);
    if (!node) {
      const parentKey = segments.length > 1 ? ensure(segments.slice(0, -1)).key : null;
      node = {
        id: randomUUID(),
        key,
        parentKey,
        depth: segments.length,
        title: clip(segments.at(-1)!),
        markdown: '',
      };
      if (node.depth > CODEX_DEPTH_MAX) throw refuse(codexMessages.tooDeep);
      nodes.set(key, node);
    }
    return node;
  };
  for (const file of files) {
    const segments = file.path.split('/').filter((s) => s && s !== '.' && s !== '..');
    if (segments.length === 0) continue;
    const last = segments.at(-1)!;
    const isIndex = /^index\.(md|markdown)$/i.test(last) && segments.length > 1;
    const own = isIndex
      ? segments.slice(0, -1)
      : [...segments.slice(0, -1), last.replace(/\.(md|markdown)$/i, '')];
    const node = ensure(own);
    const { title, markdown } = splitTitle(file.text, node.title);
    node.title = title;
    node.markdown = markdown;
  }
  return [...nodes.values()];
}

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
const marked = new Marked({ gfm: true, async: false });

/** Markdown → a body of the codex schema, `[[Título]]` of a known title → an entry link. */
export function markdownBody(markdown: string, idsByTitle: Map<string, string>): CodexBodyNode {
  const linked = markdown.replace(/\[\[([^[\]\n]{1,200})\]\]/g, (whole, title: string) => {
    const id = idsByTitle.get(title.trim().toLowerCase());
    return id
      ? `<span data-entry-link data-entry-id="${id}">${escapeHtml(title.trim())}</span>`
      : whole;
  });
  const html = marked.parse(linked) as string;
  try {
    return generateJSON(html, extensions) as CodexBodyNode;
  } catch {
    return emptyBody();
  }
}

/**
 * Imports Markdown into a codex: under `parentId`'s place at the root (after the existing
 * entries), one transaction, entries and links (to imported entries or existing ones, by
 * title) rebuilt. Refused whole (422) when the codex would pass CODEX_ENTRIES_MAX.
 */
export async function importMarkdown(
  ctx: AppContext,
  member: Member,
  codexId: string,
  files: UploadedFile[],
  now: Date = new Date(),
): Promise<EntrySummaryRow[]> {
  const tree = importTree(markdownFilesOf(files));
  const ids = await transaction(ctx, async (tx) => {
    await lockCodex(tx, member, codexId);
    const existing = await tx
      .select({ id: codexEntries.id, title: codexEntries.title })
      .from(codexEntries)
      .where(inWorkspace(codexEntries, member, eq(codexEntries.codexId, codexId)));
    if (existing.length + tree.length > CODEX_ENTRIES_MAX)
      throw refuse(codexMessages.tooManyEntries);
    const idsByTitle = new Map<string, string>();
    for (const e of existing) idsByTitle.set(e.title.trim().toLowerCase(), e.id);
    for (const n of tree) idsByTitle.set(n.title.trim().toLowerCase(), n.id);
    const [lastRoot] = await tx
      .select({ position: codexEntries.position })
      .from(codexEntries)
      .where(
        inWorkspace(
          codexEntries,
          member,
          eq(codexEntries.codexId, codexId),
          isNull(codexEntries.parentId),
        ),
      )
      .orderBy(codexEntries.position)
      .then((rows) => rows.slice(-1));
    const lastAt = new Map<string | null, string | null>([[null, lastRoot?.position ?? null]]);
    const idOf = new Map(tree.map((n) => [n.key, n.id]));
    const links: [string, string[]][] = [];
    for (const node of tree) {
      const before = lastAt.get(node.parentKey) ?? null;
      const position = generateKeyBetween(before, null);
      lastAt.set(node.parentKey, position);
      const body = cleanBody(markdownBody(node.markdown, idsByTitle));
      await insertEntry(
        tx,
        member,
        codexId,
        {
          id: node.id,
          title: node.title,
          parentId: node.parentKey === null ? null : idOf.get(node.parentKey)!,
          position,
          body,
        },
        now,
      );
      links.push([node.id, body.linkIds]);
    }
    // Links after every entry exists (a file may link to one later in the archive).
    for (const [id, linkIds] of links) await rebuildLinks(tx, member, id, linkIds);
    if ((await entryCountOfCodex(tx, member, codexId)) > CODEX_ENTRIES_MAX)
      throw refuse(codexMessages.tooManyEntries);
    return tree.map((n) => n.id);
  });
  const rows = await ctx.db
    .select({
      id: codexEntries.id,
      workspaceId: codexEntries.workspaceId,
      codexId: codexEntries.codexId,
      parentId: codexEntries.parentId,
      position: codexEntries.position,
      title: codexEntries.title,
      version: codexEntries.version,
      updatedAt: codexEntries.updatedAt,
    })
    .from(codexEntries)
    .where(inWorkspace(codexEntries, member, eq(codexEntries.codexId, codexId)));
  const wanted = new Set(ids);
  return treeOrder(rows).filter((r) => wanted.has(r.id));
}
