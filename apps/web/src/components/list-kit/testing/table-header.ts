/**
 * The column headers titled `title` (a header is split into word spans, so text queries that look at one
 * element's own text do not find a title of several words). A table with a fixed height draws each twice.
 */
export function tableHeaders(title: string, scope: ParentNode = document): HTMLElement[] {
  return [...scope.querySelectorAll<HTMLElement>('thead .list-kit-header')].filter(
    (header) => header.textContent === title,
  );
}

/** The first column header titled `title`, e.g. to click it for sorting. */
export function tableHeader(title: string, scope: ParentNode = document): HTMLElement {
  const [header] = tableHeaders(title, scope);
  if (!header) throw new Error(`no column header "${title}"`);
  return header;
}
