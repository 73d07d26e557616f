import pg from 'pg';

/**
 * A query's text with its `$n` parameters written in as quoted literals, for the one statement that takes no
 * parameters and still runs a built query: `COPY (query) TO STDOUT`. Each value becomes the text node-postgres
 * would have sent for it, quoted by the driver's own `escapeLiteral`, so PostgreSQL infers its type from the
 * context exactly as it does for a parameter (an untyped literal, like a parameter sent without a type).
 * Quoted literals and identifiers of the text are copied as they are, so a `$1` inside them stays.
 */
export function inlineParameters(text: string, params: readonly unknown[]): string {
  let result = '';
  let index = 0;
  while (index < text.length) {
    const character = text[index];
    if (character === "'" || character === '"') {
      const end = quotedEnd(text, index);
      result += text.slice(index, end);
      index = end;
    } else if (character === '$' && isDigit(text.charCodeAt(index + 1))) {
      let end = index + 1;
      while (isDigit(text.charCodeAt(end))) end++;
      const position = Number(text.slice(index + 1, end));
      if (position < 1 || position > params.length) throw new Error(`no value for parameter $${position}`);
      result += literalOf(params[position - 1]);
      index = end;
    } else {
      result += character;
      index++;
    }
  }
  return result;
}

function isDigit(code: number): boolean {
  return code >= 48 && code <= 57;
}

/** Where the quoted section starting at `start` ends (a doubled quote inside it is part of it). */
function quotedEnd(text: string, start: number): number {
  const quote = text[start];
  let index = start + 1;
  while (index < text.length) {
    if (text[index] === quote) {
      if (text[index + 1] !== quote) return index + 1;
      index += 2;
    } else index++;
  }
  return index;
}

const escapeLiteral = (text: string) => pg.Client.prototype.escapeLiteral(text);

function literalOf(value: unknown): string {
  if (value === null || value === undefined) return 'null';
  return escapeLiteral(parameterText(value));
}

/** The text of a parameter as the driver sends it (arrays as PostgreSQL array literals). */
function parameterText(value: unknown): string {
  if (value instanceof Date) return value.toISOString();
  if (Array.isArray(value)) return `{${value.map(arrayElement).join(',')}}`;
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

function arrayElement(value: unknown): string {
  if (value === null || value === undefined) return 'NULL';
  if (Array.isArray(value)) return parameterText(value);
  return `"${parameterText(value).replaceAll('\\', '\\\\').replaceAll('"', '\\"')}"`;
}
