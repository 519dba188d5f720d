import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { MAP_LIMITS } from '@orbita/contracts/mind-map-doc';
import { importInvalid, importMessages } from './imported';

/**
 * The one way an uploaded XML file (OPML, FreeMind) is read. Hostile files are refused
 * before parsing: a DOCTYPE is where external entities (XXE: reading server files, calling
 * URLs) and entity expansion bombs ("billion laughs") live, and no OPML or FreeMind map
 * needs one, so any DOCTYPE or ENTITY declaration is refused outright instead of being
 * "safely" parsed. Only the predefined XML entities and numeric character references are
 * decoded. Malformed XML is a 422 with the parser's line, never a 500.
 */
export const xmlMessages = {
  doctype: 'Arquivos XML com DOCTYPE ou entidades não são aceitos.',
  malformed: (line: number) => `O arquivo não é um XML válido (linha ${line}).`,
  unreadable: 'Não foi possível ler o arquivo XML.',
} as const;

const DECLARATION = /<!\s*(DOCTYPE|ENTITY|ELEMENT|ATTLIST)/i;

/**
 * `arrays`: element names always read as arrays (children of one name keep their order);
 * `preserveOrder`: the parser's ordered form instead (mixed content such as rich text).
 */
export function parseUntrustedXml(
  content: string,
  { arrays = [], preserveOrder = false }: { arrays?: readonly string[]; preserveOrder?: boolean },
): unknown {
  if (DECLARATION.test(content)) throw importInvalid(xmlMessages.doctype);
  const valid = XMLValidator.validate(content);
  if (valid !== true) throw importInvalid(xmlMessages.malformed(valid.err.line));
  const parser = new XMLParser({
    ignoreAttributes: false,
    attributeNamePrefix: '',
    parseAttributeValue: false,
    parseTagValue: false,
    trimValues: false,
    processEntities: true,
    htmlEntities: true,
    isArray: (name) => arrays.includes(name),
    preserveOrder,
    // Deeper than any map may be (plus the format's own wrapping elements): refused while
    // parsing, before a deep tree is ever built.
    maxNestedTags: MAP_LIMITS.depth + 10,
  });
  try {
    return parser.parse(content);
  } catch (error) {
    if (error instanceof Error && /nested tags/i.test(error.message))
      throw importInvalid(importMessages.depth);
    throw importInvalid(xmlMessages.unreadable);
  }
}

/** Escapes text for an XML attribute value (and drops characters XML 1.0 forbids). */
export function xmlAttr(text: string): string {
  return (
    text
      // eslint-disable-next-line no-control-regex
      .replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g, '')
      .replace(/&/g, '&amp;')
      .replace(/</g, '&lt;')
      .replace(/>/g, '&gt;')
      .replace(/"/g, '&quot;')
      .replace(/\n/g, '&#10;')
      .replace(/\r/g, '&#13;')
      .replace(/\t/g, '&#9;')
  );
}

/** A parsed element's attribute or child as a string, when it is one. */
export function str(value: unknown): string | null {
  return typeof value === 'string' ? value : null;
}

/** A parsed element's child elements named by `isArray` (always an array, maybe empty). */
export function elements(value: unknown, name: string): Record<string, unknown>[] {
  if (!value || typeof value !== 'object') return [];
  const list = (value as Record<string, unknown>)[name];
  return Array.isArray(list)
    ? list.filter((v): v is Record<string, unknown> => Boolean(v) && typeof v === 'object')
    : [];
}
