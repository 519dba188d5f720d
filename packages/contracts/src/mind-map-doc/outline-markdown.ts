import type { OutlineNode, TreeNode } from './index';

/**
 * Markdown outlines both ways: what a person pastes into a map ("- a\n  - b", numbered
 * lists, "#" headings, tab indents) and the Markdown export. Hand-written because it is a few
 * lines of indentation bookkeeping that no Markdown parser returns directly as a tree.
 */

const BULLET = /^(?:[-*+]|\d{1,9}[.)])\s+(?:\[[ xX]\]\s+)?/;
const HEADING = /^(#{1,6})\s+/;
const LINE_MAX = 1000;

interface Line {
  key: number;
  text: string;
  heading: boolean;
}

function readLine(raw: string, headingKey: number): { line: Line | null; heading: number | null } {
  const expanded = raw.replace(/\t/g, '    ');
  const indent = expanded.length - expanded.trimStart().length;
  let text = expanded.trim();
  if (text === '') return { line: null, heading: null };
  const heading = HEADING.exec(text);
  if (heading) {
    const key = heading[1]!.length * 10_000;
    return {
      line: { key, text: clean(text.slice(heading[0].length)), heading: true },
      heading: key,
    };
  }
  text = text.replace(BULLET, '');
  // List items sit below the last heading; their indentation orders them among themselves.
  return {
    line: { key: headingKey + 1 + indent, text: clean(text), heading: false },
    heading: null,
  };
}

function clean(text: string): string {
  return text
    .replace(/\*\*(.+?)\*\*|__(.+?)__/g, '$1$2')
    .trim()
    .slice(0, LINE_MAX);
}

/** Parses an indented outline into branches; blank lines are skipped. */
export function parseMarkdownOutline(text: string): OutlineNode[] {
  const roots: OutlineNode[] = [];
  const stack: { key: number; heading: boolean; node: OutlineNode }[] = [];
  let headingKey = 0;
  for (const raw of text.split(/\r\n|\r|\n/)) {
    const { line, heading } = readLine(raw, headingKey);
    if (heading !== null) headingKey = heading;
    if (!line || line.text === '') continue;
    const node: OutlineNode = { text: line.text, children: [] };
    // A heading closes the lists above it: it hangs under a higher heading only.
    const closes = (top: { key: number; heading: boolean }) =>
      top.key >= line.key || (line.heading && !top.heading);
    while (stack.length > 0 && closes(stack[stack.length - 1]!)) stack.pop();
    if (stack.length === 0) roots.push(node);
    else stack[stack.length - 1]!.node.children.push(node);
    stack.push({ key: line.key, heading: line.heading, node });
  }
  return roots;
}

/** "- text" lines, two spaces per level; a node's line breaks become spaces. */
export function toMarkdownOutline(root: TreeNode | OutlineNode): string {
  const lines: string[] = [];
  const stack: { node: TreeNode | OutlineNode; depth: number }[] = [{ node: root, depth: 0 }];
  while (stack.length > 0) {
    const { node, depth } = stack.pop()!;
    lines.push(`${'  '.repeat(depth)}- ${node.text.replace(/\s*\n\s*/g, ' ')}`);
    for (let i = node.children.length - 1; i >= 0; i--) {
      stack.push({ node: node.children[i]!, depth: depth + 1 });
    }
  }
  return lines.join('\n') + '\n';
}
