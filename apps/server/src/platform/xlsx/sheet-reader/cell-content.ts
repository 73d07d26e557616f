import { StringItemText } from './string-item-text.ts';

/** A `<c>` element as written: what its type and style attributes say, and the text of its value parts. */
export interface RawCell {
  /** the `t` attribute: s, str, inlineStr, b, e, d, n; absent for a number */
  type: string | undefined;
  /** the `s` attribute, an index into the workbook's cell styles; 0 when absent */
  style: number;
  /** the text of `<v>`: a number, a shared string's index, a formula's cached result... */
  value: string | undefined;
  /** the text of `<is>`, an inline string */
  inline: string | undefined;
}

/**
 * Collects the parts of one `<c>` that carry its value as the sheet streams by: `<v>` and `<is>`. A
 * formula's `<f>` is passed over, so a formula counts as its cached `<v>` and is never evaluated.
 */
export class CellContent {
  private value: string[] | undefined;
  private inValue = false;
  private inline: StringItemText | undefined;
  private inInline = false;

  constructor(private readonly attributes: Readonly<Record<string, string>>) {}

  open(name: string): void {
    if (name === 'v') {
      this.inValue = true;
      this.value ??= [];
    } else if (name === 'is') {
      this.inInline = true;
      this.inline ??= new StringItemText();
    } else if (this.inInline) this.inline?.open(name);
  }

  close(name: string): void {
    if (name === 'v') this.inValue = false;
    else if (name === 'is') this.inInline = false;
    else if (this.inInline) this.inline?.close(name);
  }

  text(text: string): void {
    if (this.inValue) this.value?.push(text);
    else if (this.inInline) this.inline?.text(text);
  }

  raw(): RawCell {
    return {
      type: this.attributes.t,
      style: Number(this.attributes.s ?? 0),
      value: this.value?.join(''),
      inline: this.inline?.joined(),
    };
  }
}
