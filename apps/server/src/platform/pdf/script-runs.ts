/**
 * A text that mixes scripts ("座椅面套 ผ้าหุ้มเบาะ Seat cover") is written run by run, each run in a font that
 * has its glyphs: no single font of ours writes Chinese, Thai and Latin together.
 */
export type Script = 'cjk' | 'thai' | 'latin';

export interface ScriptRun {
  script: Script;
  text: string;
}

/** Han ideographs, CJK punctuation, full-width forms: what Helvetica cannot write of a Chinese text. */
const CJK = /[\u2e80-\u2fdf\u3000-\u303f\u3100-\u312f\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff\uff00-\uffef]/;
const THAI = /[\u0e00-\u0e7f]/;
const SPACE = /\s/;

/** The script of one character; null for white space, which every font has and which joins its neighbour. */
export function scriptOf(char: string): Script | null {
  if (SPACE.test(char)) return null;
  if (CJK.test(char)) return 'cjk';
  if (THAI.test(char)) return 'thai';
  return 'latin';
}

/**
 * The text cut into runs of one script, in order; their texts joined give the text back. White space stays
 * with the run before it (or the first run), so a run never starts a line with a space of another font.
 */
export function scriptRuns(text: string): ScriptRun[] {
  const runs: ScriptRun[] = [];
  let leadingSpace = '';
  for (const char of text) {
    const script = scriptOf(char);
    const last = runs.at(-1);
    if (script === null) {
      if (last) last.text += char;
      else leadingSpace += char;
    } else if (last?.script === script) {
      last.text += char;
    } else {
      runs.push({ script, text: leadingSpace + char });
      leadingSpace = '';
    }
  }
  if (leadingSpace) runs.push({ script: 'latin', text: leadingSpace });
  return runs;
}
