/**
 * Formulas over a list's numeric fields, e.g. `impacto * confianca / esforco`.
 *
 * A small hand-written parser and evaluator: numbers, field keys, + - * /, unary minus and
 * parentheses, nothing else. No property access, calls, strings or `eval`, so a formula can
 * never run code; `constructor.constructor('x')()` is a syntax error like any other.
 * Shared by the server (validation, values, totals) and the web client (live preview).
 */

export type FormulaNode =
  | { kind: 'number'; value: number; position: number }
  | { kind: 'variable'; name: string; position: number }
  | { kind: 'negate'; operand: FormulaNode; position: number }
  | {
      kind: 'binary';
      operator: '+' | '-' | '*' | '/';
      left: FormulaNode;
      right: FormulaNode;
      position: number;
    };

export const FORMULA_MAX_LENGTH = 500;
const MAX_DEPTH = 40;

/**
 * What went wrong: the formula's text (`invalid`), or one record's values — a divisor that
 * is zero (`zero-divisor`: the result is empty, not an error of the data) or a result too
 * large (`overflow`).
 */
export type FormulaErrorKind = 'invalid' | 'zero-divisor' | 'overflow';

/** A formula problem: a pt-BR message naming it, and where (1-based position) when known. */
export class FormulaError extends Error {
  constructor(
    message: string,
    readonly position?: number,
    readonly kind: FormulaErrorKind = 'invalid',
  ) {
    super(message);
    this.name = 'FormulaError';
  }
}

/** The hint beside an empty result whose divisor is zero for this record. */
export const ZERO_DIVISOR_HINT = 'Divisão por zero';

type Token =
  | { type: 'number'; value: number; position: number }
  | { type: 'identifier'; name: string; position: number }
  | { type: 'operator'; op: '+' | '-' | '*' | '/' | '(' | ')'; position: number }
  | { type: 'end'; position: number }
  /** What the lexer could not read; thrown only when the parser reaches it, so earlier problems are named first. */
  | { type: 'invalid'; error: FormulaError; position: number };

const at = (index: number) => index + 1;

function lexError(source: string, i: number): FormulaError {
  const number = /^(?:\d+\.?\d*|\.\d+)(?:[.\w]*)/.exec(source.slice(i));
  if (number && /[0-9]/.test(number[0]))
    return new FormulaError(`Número inválido "${number[0]}" na posição ${at(i)}.`, at(i));
  return new FormulaError(
    `Caractere não permitido "${source[i]}" na posição ${at(i)}. Use números, chaves de campos, + - * / e parênteses.`,
    at(i),
  );
}

function tokenize(source: string): Token[] {
  const tokens: Token[] = [];
  let i = 0;
  while (i < source.length) {
    const rest = source.slice(i);
    const space = /^\s+/.exec(rest);
    const number = /^(?:\d+\.?\d*|\.\d+)(?![.\w])/.exec(rest);
    const identifier = /^[A-Za-z_]\w*/.exec(rest);
    if (space) {
      i += space[0].length;
    } else if (number) {
      tokens.push({ type: 'number', value: Number(number[0]), position: at(i) });
      i += number[0].length;
    } else if (identifier) {
      tokens.push({ type: 'identifier', name: identifier[0], position: at(i) });
      i += identifier[0].length;
    } else if ('+-*/()'.includes(rest[0]!)) {
      tokens.push({
        type: 'operator',
        op: rest[0] as '+' | '-' | '*' | '/' | '(' | ')',
        position: at(i),
      });
      i++;
    } else {
      tokens.push({ type: 'invalid', error: lexError(source, i), position: at(i) });
      return tokens;
    }
  }
  tokens.push({ type: 'end', position: at(source.length) });
  return tokens;
}

class Parser {
  private index = 0;
  constructor(
    private readonly tokens: Token[],
    private readonly known: ReadonlySet<string>,
  ) {}

  parse(): FormulaNode {
    const node = this.expression(0);
    const next = this.peek();
    if (next.type === 'operator' && next.op === ')')
      throw new FormulaError(
        `Parêntese ")" sem abertura na posição ${next.position}.`,
        next.position,
      );
    if (next.type !== 'end')
      throw new FormulaError(
        `Esperava um operador (+ - * /) na posição ${next.position}.`,
        next.position,
      );
    return node;
  }

  private peek(): Token {
    const token = this.tokens[this.index]!;
    if (token.type === 'invalid') throw token.error;
    return token;
  }

  private isOp(token: Token, ...ops: string[]): token is Extract<Token, { type: 'operator' }> {
    return token.type === 'operator' && ops.includes(token.op);
  }

  private expression(depth: number): FormulaNode {
    let left = this.term(depth);
    for (let t = this.peek(); this.isOp(t, '+', '-'); t = this.peek()) {
      this.index++;
      left = {
        kind: 'binary',
        operator: t.op as '+' | '-',
        left,
        right: this.term(depth),
        position: t.position,
      };
    }
    return left;
  }

  private term(depth: number): FormulaNode {
    let left = this.unary(depth);
    for (let t = this.peek(); this.isOp(t, '*', '/'); t = this.peek()) {
      this.index++;
      left = {
        kind: 'binary',
        operator: t.op as '*' | '/',
        left,
        right: this.unary(depth),
        position: t.position,
      };
    }
    return left;
  }

  private unary(depth: number): FormulaNode {
    if (depth > MAX_DEPTH)
      throw new FormulaError('A fórmula tem parênteses ou sinais aninhados demais.');
    const t = this.peek();
    if (this.isOp(t, '-', '+')) {
      this.index++;
      const operand = this.unary(depth + 1);
      return t.op === '-' ? { kind: 'negate', operand, position: t.position } : operand;
    }
    return this.primary(depth);
  }

  private primary(depth: number): FormulaNode {
    const t = this.peek();
    const { position } = t;
    this.index++;
    if (t.type === 'number') return { kind: 'number', value: t.value, position: t.position };
    if (t.type === 'identifier') {
      if (!this.known.has(t.name)) {
        throw new FormulaError(
          `Variável desconhecida "${t.name}" na posição ${t.position}. Use a chave de um campo numérico da lista.`,
          t.position,
        );
      }
      return { kind: 'variable', name: t.name, position: t.position };
    }
    if (this.isOp(t, '(')) {
      const inner = this.expression(depth + 1);
      const close = this.peek();
      if (!this.isOp(close, ')'))
        throw new FormulaError(
          `Parêntese aberto na posição ${t.position} não foi fechado.`,
          t.position,
        );
      this.index++;
      return inner;
    }
    if (t.type === 'end')
      throw new FormulaError(
        t.position === 1 ? 'A fórmula está vazia.' : 'A fórmula terminou antes do esperado.',
        t.position,
      );
    throw new FormulaError(`Esperava um número, um campo ou "(" na posição ${position}.`, position);
  }
}

/** Parses `expression` over the given field keys; throws FormulaError naming the problem. */
export function parseFormula(expression: string, fieldKeys: Iterable<string>): FormulaNode {
  if (expression.length > FORMULA_MAX_LENGTH)
    throw new FormulaError(`A fórmula pode ter no máximo ${FORMULA_MAX_LENGTH} caracteres.`);
  const ast = new Parser(tokenize(expression), new Set(fieldKeys)).parse();
  assertNoConstantZeroDivisor(ast);
  return ast;
}

/** The field keys a formula reads. */
export function formulaVariables(node: FormulaNode, into = new Set<string>()): Set<string> {
  if (node.kind === 'variable') into.add(node.name);
  else if (node.kind === 'negate') formulaVariables(node.operand, into);
  else if (node.kind === 'binary') {
    formulaVariables(node.left, into);
    formulaVariables(node.right, into);
  }
  return into;
}

/** `x / 0`, `x / (2 - 2)`: a divisor that is zero whatever the fields hold is refused at once. */
function assertNoConstantZeroDivisor(node: FormulaNode): void {
  if (node.kind === 'negate') assertNoConstantZeroDivisor(node.operand);
  if (node.kind !== 'binary') return;
  assertNoConstantZeroDivisor(node.left);
  assertNoConstantZeroDivisor(node.right);
  if (
    node.operator === '/' &&
    formulaVariables(node.right).size === 0 &&
    evaluateFormula(node.right, {}) === 0
  ) {
    throw new FormulaError(`Divisão por zero na posição ${node.position}.`, node.position);
  }
}

export type FormulaValues = Readonly<Record<string, number | null | undefined>>;

/**
 * The value of a formula for one record. A field without a value makes the result null
 * (nothing to compute yet); a zero divisor or a result too large throws FormulaError (kind
 * `zero-divisor` or `overflow`); formulaResult turns those into an empty result with a hint.
 * Only own properties of `values` are read, so `constructor` and friends are never found.
 */
export function evaluateFormula(node: FormulaNode, values: FormulaValues): number | null {
  switch (node.kind) {
    case 'number':
      return node.value;
    case 'variable': {
      const value = Object.hasOwn(values, node.name) ? values[node.name] : undefined;
      return typeof value === 'number' && Number.isFinite(value) ? value : null;
    }
    case 'negate': {
      const value = evaluateFormula(node.operand, values);
      return value === null ? null : -value;
    }
    case 'binary': {
      const left = evaluateFormula(node.left, values);
      const right = evaluateFormula(node.right, values);
      if (left === null || right === null) return null;
      if (node.operator === '/' && right === 0)
        throw new FormulaError(
          `Divisão por zero na posição ${node.position}.`,
          node.position,
          'zero-divisor',
        );
      const result =
        node.operator === '+'
          ? left + right
          : node.operator === '-'
            ? left - right
            : node.operator === '*'
              ? left * right
              : left / right;
      if (!Number.isFinite(result))
        throw new FormulaError(
          'O resultado da fórmula é grande demais.',
          node.position,
          'overflow',
        );
      return result;
    }
  }
}

/**
 * A formula's result for one record, for display: a number; or null with no hint when a
 * field is still empty; or null with `hint` when a field used as a divisor is zero
 * (`impacto / esforco` with esforco 0), which leaves the result empty instead of refusing
 * the value the person typed.
 */
export function formulaResult(
  node: FormulaNode,
  values: FormulaValues,
): { value: number | null; hint: string | null } {
  try {
    return { value: evaluateFormula(node, values), hint: null };
  } catch (error) {
    if (!(error instanceof FormulaError)) throw error;
    return { value: null, hint: error.kind === 'zero-divisor' ? ZERO_DIVISOR_HINT : error.message };
  }
}

/** For forms: null when the formula is fine, else the pt-BR problem. */
export function formulaProblem(expression: string, fieldKeys: Iterable<string>): string | null {
  try {
    parseFormula(expression, fieldKeys);
    return null;
  } catch (error) {
    if (error instanceof FormulaError) return error.message;
    throw error;
  }
}
