/**
 * Reads a dotted path (`task.title`, `steps.0.text`) in a run's input. Only own properties
 * of plain data are followed (never the prototype: `constructor`, `__proto__` of an object
 * answer nothing), and array segments must be indexes. Missing anywhere → undefined.
 */
export function valueAt(scope: unknown, path: string): unknown {
  let current: unknown = scope;
  for (const segment of path.split('.')) {
    if (current === null || typeof current !== 'object') return undefined;
    if (Array.isArray(current)) {
      if (!/^\d+$/.test(segment)) return undefined;
      current = current[Number(segment)];
    } else {
      if (!Object.hasOwn(current, segment)) return undefined;
      current = (current as Record<string, unknown>)[segment];
    }
  }
  return current;
}

/** A value as the text a template inserts or a condition compares (objects as JSON). */
export function asText(value: unknown): string {
  if (value === undefined || value === null) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean' || typeof value === 'bigint')
    return String(value);
  try {
    return JSON.stringify(value) ?? '';
  } catch {
    return '';
  }
}
