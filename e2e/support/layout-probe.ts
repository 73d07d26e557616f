/**
 * The layout rules of issue 12, measured in the page (run with `page.evaluate(probeLayout, input)`):
 * text cut by its box, a date field too narrow for its date, a label whose colon sits alone on a line, a
 * table header broken inside a word or stacked more than three lines high, row actions on two lines, Latin
 * words in Chinese and Thai screen texts. Self-contained: the
 * function is serialised into the page, so it may not call anything defined outside it.
 */

export type LayoutFindingKind =
  | 'cut'
  | 'cutDate'
  | 'colonAlone'
  | 'midWordBreak'
  | 'tallHeader'
  | 'wrappedActions'
  | 'latinWord'
  | 'belowFold';

export interface LayoutFinding {
  kind: LayoutFindingKind;
  text: string;
  /** `data-layout-probe` of a cut element, to hover it and look for its tooltip */
  probeId?: string;
}

export interface LayoutProbeInput {
  /** where to look: 'body' for the whole window, 'main' for the screen without the shell, '.ant-modal' */
  scope: string;
  /** 'zh', 'en' or 'th': Latin words are looked for in zh and th */
  language: string;
  /** Latin words allowed in Chinese and Thai texts (codes and standards, docs/glossary.md) */
  keptWords: readonly string[];
  /** elements whose text must never be cut without a tooltip */
  cutSelector: string;
  /** texts that are the screen's own words (not data), checked for Latin words in cn and th */
  chromeSelector: string;
}

/** Elements whose text must never be cut without a tooltip. */
export const CUT_SELECTORS = [
  '.ant-form-item-label > label',
  '.ant-table-thead th',
  '.ant-menu-title-content',
  '.ant-btn > span',
  '.ant-tag',
  '.ant-tabs-tab-btn',
  '.ant-modal-title',
  '.ant-card-head-title',
  '.ant-descriptions-item-label',
  '.ant-breadcrumb-link',
].join(',');

/** Texts that are the screen's own words (not data): checked for Latin words in cn and th. */
export const CHROME_SELECTORS = [
  '.ant-form-item-label > label',
  '.ant-table-thead th',
  '.ant-menu-title-content',
  '.ant-btn > span',
  '.ant-tabs-tab-btn',
  '.ant-modal-title',
  '.ant-card-head-title',
  '.ant-descriptions-item-label',
  '.ant-breadcrumb-link',
  '.ant-pagination',
  '.ant-empty-description',
].join(',');

export function probeLayout(input: LayoutProbeInput): LayoutFinding[] {
  const findings: LayoutFinding[] = [];
  const visible = (element: Element) => {
    const box = element.getBoundingClientRect();
    return box.width > 0 && box.height > 0 && getComputedStyle(element).visibility !== 'hidden';
  };
  const textOf = (element: Element) => (element.textContent ?? '').replace(/\s+/g, ' ').trim();
  const roots = [...document.querySelectorAll(input.scope)].filter(visible);
  // the signed-in user's name is data, not a screen text
  const isData = (element: Element) => element.closest('.portal-user-trigger') !== null;
  const all = (selector: string) =>
    roots
      .flatMap((root) => [...root.querySelectorAll(selector)])
      .filter((element) => visible(element) && !isData(element));

  // cut: the element, or a descendant that clips (ellipsis), is narrower than its text
  let nextId = 0;
  for (const element of all(input.cutSelector)) {
    const clipping = [element, ...element.querySelectorAll('*')].find(
      (node) =>
        node instanceof HTMLElement &&
        node.scrollWidth > node.clientWidth + 1 &&
        getComputedStyle(node).overflowX !== 'visible',
    );
    if (!clipping || !textOf(element)) continue;
    const probeId = String(nextId++);
    (clipping as HTMLElement).dataset.layoutProbe = probeId;
    findings.push({ kind: 'cut', text: textOf(element), probeId });
  }

  // colon alone: the label is a line taller with its colon than without it
  const labels = all('.ant-form-item-label > label');
  const withColon = labels.map((label) => label.getBoundingClientRect().height);
  const style = document.createElement('style');
  style.textContent = '.ant-form-item-label > label::after { content: none !important; }';
  document.head.append(style);
  labels.forEach((label, index) => {
    const without = label.getBoundingClientRect().height;
    if ((withColon[index] ?? without) - without > 4)
      findings.push({ kind: 'colonAlone', text: textOf(label) });
  });
  style.remove();

  // headers: each line must start where the header allows a break: after a space, a zero-width space, a
  // hyphen, slash or bracket, between two Chinese characters, or at an element of its own (<wbr>, a span
  // per word). Not where the browser's dictionary would: it splits Thai loanwords (ซัพพลายเอ|อร์).
  const isCjk = (char: string) => /[\u3000-\u9fff\uff00-\uffef]/.test(char);
  const breakAllowed = (value: string, index: number) =>
    index === 0 ||
    /[\s\u200b\-/(（、,]/.test(value.charAt(index - 1)) ||
    (isCjk(value.charAt(index)) && isCjk(value.charAt(index - 1)));
  for (const header of all('.ant-table-thead th')) {
    const walker = document.createTreeWalker(header, NodeFilter.SHOW_TEXT);
    let lines = 0;
    let lastTop = Number.NaN;
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const value = node.textContent ?? '';
      const range = document.createRange();
      for (let index = 0; index < value.length; index++) {
        if (/[\s\u200b]/.test(value.charAt(index))) continue;
        range.setStart(node, index);
        range.setEnd(node, index + 1);
        const top = range.getBoundingClientRect().top;
        if (Math.abs(top - lastTop) < 4) continue;
        lines += 1;
        if (!Number.isNaN(lastTop) && !breakAllowed(value, index)) {
          findings.push({ kind: 'midWordBreak', text: `${value.slice(0, index)}|${value.slice(index)}` });
        }
        lastTop = top;
      }
    }
    if (lines > 3) findings.push({ kind: 'tallHeader', text: textOf(header) });
  }

  // row actions on one line: the buttons of a cell side by side
  for (const cell of all('.ant-table-tbody td')) {
    const tops = new Set(
      [...cell.querySelectorAll(':scope .ant-btn')].map((button) =>
        Math.round(button.getBoundingClientRect().top),
      ),
    );
    if (tops.size > 1) findings.push({ kind: 'wrappedActions', text: textOf(cell) });
  }

  // date fields show their whole date (or placeholder)
  const canvas = document.createElement('canvas').getContext('2d');
  for (const input of all('.ant-picker input')) {
    if (!(input instanceof HTMLInputElement) || !canvas) continue;
    const style = getComputedStyle(input);
    canvas.font = `${style.fontSize} ${style.fontFamily}`;
    const shown = input.value || input.placeholder;
    const room =
      input.clientWidth - Number.parseFloat(style.paddingLeft) - Number.parseFloat(style.paddingRight);
    if (canvas.measureText(shown).width > room + 1) findings.push({ kind: 'cutDate', text: shown });
  }

  // Latin words in a Chinese or Thai screen
  if (input.language !== 'en') {
    const kept = new Set(input.keptWords);
    for (const element of all(input.chromeSelector)) {
      for (const word of textOf(element).match(/[A-Za-z][A-Za-z-]*/g) ?? []) {
        if (!kept.has(word)) findings.push({ kind: 'latinWord', text: `${word} in "${textOf(element)}"` });
      }
    }
  }
  return findings;
}
