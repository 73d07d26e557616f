/**
 * The text of one string item, a shared string's `<si>` or an inline string's `<is>`: its `<t>`, or the
 * `<t>` of each rich-text run `<r>`, joined. A phonetic guide `<rPh>` (furigana over Japanese text) holds
 * `<t>` too, but is not part of what the cell says, so it is left out.
 */
export class StringItemText {
  private readonly parts: string[] = [];
  private inText = false;
  private inPhonetic = false;

  open(name: string): void {
    if (name === 'rPh') this.inPhonetic = true;
    else if (name === 't' && !this.inPhonetic) this.inText = true;
  }

  close(name: string): void {
    if (name === 'rPh') this.inPhonetic = false;
    else if (name === 't') this.inText = false;
  }

  text(text: string): void {
    if (this.inText) this.parts.push(text);
  }

  joined(): string {
    return this.parts.join('');
  }
}
