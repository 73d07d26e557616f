import { describe, expect, it } from 'vitest';
import GLOSSARY from '../../../../docs/glossary.md?raw';
import { catalogueTexts } from '../test/catalogue-texts.ts';
import { allCatalogues } from './all-catalogues.ts';

/** The server's sources as text: its messages, spreadsheet headers, mails and PDF captions live there. */
const SERVER_SOURCES = import.meta.glob<string>('../../../server/src/**/*.ts', {
  query: '?raw',
  import: 'default',
  eager: true,
});

type Language = 'cn' | 'th';
interface Term {
  concept: string;
  preferred: Record<Language, string>;
  avoid: Record<Language, string[]>;
}

/** The glossary's table rows: concept | en | cn | th | avoid in cn | avoid in th. */
function glossaryTerms(): Term[] {
  const rows = GLOSSARY.split('\n').filter((line) => line.startsWith('|'));
  return rows.slice(2).map((row) => {
    const [concept = '', , cn = '', th = '', avoidCn = '', avoidTh = ''] = row
      .slice(1, -1)
      .split('|')
      .map((cell) => cell.trim());
    const variants = (cell: string) =>
      cell
        .split(',')
        .map((variant) => variant.trim())
        .filter(Boolean);
    return { concept, preferred: { cn, th }, avoid: { cn: variants(avoidCn), th: variants(avoidTh) } };
  });
}

/** The Latin words the glossary keeps in every language (its backticked words after "Kept as they are"). */
function keptWords(): Set<string> {
  const section = GLOSSARY.slice(GLOSSARY.indexOf('## Kept as they are'));
  return new Set([...section.matchAll(/`([^`]+)`/g)].flatMap((match) => match[1]?.split('-') ?? []));
}

const TERMS = glossaryTerms();

/** The glossary variants a text uses, once the preferred terms (which may contain a variant) are taken out. */
function variantsIn(text: string, language: Language): string[] {
  const rest = TERMS.reduce((left, term) => left.split(term.preferred[language]).join(' '), text);
  return TERMS.flatMap((term) =>
    term.avoid[language]
      .filter((variant) => rest.includes(variant))
      .map((variant) => `${variant} (${term.concept})`),
  );
}

describe('one term per concept (docs/glossary.md)', () => {
  it('reads the glossary and the server sources: every concept has its terms', () => {
    expect(Object.keys(SERVER_SOURCES).length).toBeGreaterThan(100);
    expect(TERMS.length).toBeGreaterThanOrEqual(9);
    for (const term of TERMS) expect(term.preferred.cn && term.preferred.th, term.concept).toBeTruthy();
  });

  for (const language of ['cn', 'th'] as const) {
    it(`${language}: the web's texts use no variant the glossary avoids`, () => {
      const problems = Object.entries(allCatalogues[language]).flatMap(([ns, catalogue]) =>
        [...catalogueTexts(catalogue)].flatMap(([key, text]) =>
          variantsIn(text, language).map((found) => `${ns}:${key} ${found}`),
        ),
      );
      expect(problems).toEqual([]);
    });

    it(`${language}: the web's texts hold no English beyond the words kept as they are`, () => {
      const kept = keptWords();
      const problems = Object.entries(allCatalogues[language]).flatMap(([ns, catalogue]) =>
        [...catalogueTexts(catalogue)].flatMap(([key, text]) =>
          [...text.replace(/\{\{[^}]*\}\}/g, '').matchAll(/[A-Za-z]{2,}/g)]
            .map((match) => match[0])
            .filter((word) => !kept.has(word))
            .map((word) => `${ns}:${key} "${word}"`),
        ),
      );
      expect(problems).toEqual([]);
    });
  }

  it("the server's texts (messages, headers, mails, PDFs) use no variant the glossary avoids", () => {
    const problems = Object.entries(SERVER_SOURCES).flatMap(([file, source]) =>
      source
        .split('\n')
        .flatMap((line, index) =>
          [...variantsIn(line, 'cn'), ...variantsIn(line, 'th')].map(
            (found) => `${file}:${index + 1} ${found}`,
          ),
        ),
    );
    expect(problems).toEqual([]);
  });
});
