/** Pixel width of a text as the table draws it. */
export type TextWidth = (text: string) => number;

/** antd's table and small buttons write at 14 px. */
const TABLE_FONT_SIZE = 14;

let canvas: OffscreenCanvasRenderingContext2D | null | undefined;

function context(): OffscreenCanvasRenderingContext2D | null {
  if (canvas === undefined) {
    canvas = typeof OffscreenCanvas === 'undefined' ? null : new OffscreenCanvas(1, 1).getContext('2d');
  }
  return canvas;
}

/**
 * A rough width where no canvas can measure (jsdom): Thai marks above and below take no width, Chinese
 * characters a full em, other letters about 0.6 em.
 */
function estimatedWidth(text: string): number {
  let width = 0;
  for (const char of text) {
    if (/[\u0E31\u0E34-\u0E3A\u0E47-\u0E4E]/u.test(char)) continue;
    width += /[\u3000-\u9fff\uff00-\uffef]/u.test(char) ? TABLE_FONT_SIZE : TABLE_FONT_SIZE * 0.6;
  }
  return Math.ceil(width);
}

/** A measure of texts drawn at the table's size in a weight, each text measured once. */
function measureIn(weight: number): TextWidth {
  const known = new Map<string, number>();
  return (text: string) => {
    const cached = known.get(text);
    if (cached !== undefined) return cached;
    const drawing = context();
    let width = estimatedWidth(text);
    if (drawing) {
      drawing.font = `${weight} ${TABLE_FONT_SIZE}px ${getComputedStyle(document.body).fontFamily}`;
      width = Math.ceil(drawing.measureText(text).width);
    }
    known.set(text, width);
    return width;
  };
}

/**
 * Measured in the page's font (its Thai and Chinese fallbacks included), so a column sized by it holds the
 * label in every language.
 */
export const measuredTextWidth: TextWidth = measureIn(400);

/** The same for a column header, which antd writes in bold. */
export const measuredHeaderWidth: TextWidth = measureIn(600);
