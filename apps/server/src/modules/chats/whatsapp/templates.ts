import type { WhatsappTemplate } from '@orbita/contracts/chats';
import type { GraphTemplate } from './graph/types';

const text = (c: { text?: unknown } | undefined) => (typeof c?.text === 'string' ? c.text : null);

/** Meta's templates as Orbita keeps them: header/body/footer text and how many {{n}} the body has. */
export function templatesOf(templates: GraphTemplate[]): WhatsappTemplate[] {
  return templates.map((t) => {
    const part = (type: string) => t.components.find((c) => c.type.toUpperCase() === type);
    const body = text(part('BODY')) ?? '';
    const numbers = [...body.matchAll(/\{\{\s*(\d+)\s*\}\}/g)].map((m) => Number(m[1]));
    return {
      name: t.name,
      language: t.language,
      status: t.status,
      category: t.category,
      header: text(part('HEADER')),
      body,
      footer: text(part('FOOTER')),
      parameterCount: numbers.length ? Math.max(...numbers) : 0,
    };
  });
}

/** The template's body with its {{n}} filled (what the conversation shows). */
export function renderTemplate(body: string, parameters: readonly string[]): string {
  return body.replace(/\{\{\s*(\d+)\s*\}\}/g, (all, n: string) => parameters[Number(n) - 1] ?? all);
}
