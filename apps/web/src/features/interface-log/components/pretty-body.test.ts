import { describe, expect, it } from 'vitest';
import { prettyBody } from './pretty-body.ts';

describe('prettyBody', () => {
  it('indents JSON objects and arrays', () => {
    expect(prettyBody('{"releaseNo":"R-1","lines":[{"lineNo":"10"}]}')).toBe(
      '{\n  "releaseNo": "R-1",\n  "lines": [\n    {\n      "lineNo": "10"\n    }\n  ]\n}',
    );
    expect(prettyBody(' [1,2] ')).toBe('[\n  1,\n  2\n]');
  });

  it('keeps XML, plain text and broken JSON as logged', () => {
    expect(prettyBody('<a><b>1</b></a>')).toBe('<a><b>1</b></a>');
    expect(prettyBody('"just a string"')).toBe('"just a string"');
    expect(prettyBody('{"cut": "at the limit…')).toBe('{"cut": "at the limit…');
  });
});
