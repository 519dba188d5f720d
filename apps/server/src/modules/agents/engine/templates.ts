import { asText, valueAt } from './paths';

/** A rendered template never grows past this (a huge step output cannot bloat the next one). */
export const RENDERED_MAX = 10_000;

/**
 * `{{ path }}` with a dotted path of the run's input. The inside is bounded (200 characters,
 * no braces), so matching stays linear on any text a fuzzer sends.
 */
const placeholder = /\{\{([^{}]{0,200})\}\}/g;
const pathPattern = /^[A-Za-z_][\w-]*(\.[\w-]+){0,9}$/;

/**
 * Renders an action's text field against the run's input (`event`, `task`, `list`, `run`,
 * `agent`…) and earlier steps' outputs (`steps.N.field`). Hand-written on purpose: a
 * template here only inserts values. Mustache, Handlebars and the like bring sections,
 * helpers, partials and lambdas — logic in user-written text that the spec refuses — and
 * HTML escaping, which would corrupt values stored and shown as plain text (the web renders
 * them as text, never as HTML). Unknown paths insert '' and nothing ever throws.
 */
export function render(template: string, scope: Record<string, unknown>): string {
  const out = template.replace(placeholder, (_whole, inner: string) => {
    const path = inner.trim();
    return pathPattern.test(path) ? asText(valueAt(scope, path)) : '';
  });
  return out.length > RENDERED_MAX ? out.slice(0, RENDERED_MAX) : out;
}

/** The paths a template reads (the dry run and the editor's checks). */
export function templatePaths(template: string): string[] {
  const paths: string[] = [];
  for (const match of template.matchAll(placeholder)) {
    const path = match[1]!.trim();
    if (pathPattern.test(path)) paths.push(path);
  }
  return paths;
}
