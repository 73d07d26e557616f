/**
 * Thai loanwords of our catalogues that ICU's dictionary (Intl.Segmenter, and the browser's own line
 * breaking) splits inside the word: ซัพพลาย|เอ|อร์, รี|ลี|ส, แด|ช|บอร์ด. They are kept whole.
 */
export const THAI_LOANWORDS: readonly string[] = ['ซัพพลายเออร์', 'รีลีส', 'แดชบอร์ด'];

/**
 * A piece that cannot be a Thai word of its own: one consonant (ณ, "at", is a word), or one or two consonants
 * under a silencing mark (อร์, ต์). The segmenter cut it off the word before, so it joins that word again.
 */
export function isThaiFragment(piece: string): boolean {
  if (piece === 'ณ') return false;
  return /^[\u0E01-\u0E2E]$/.test(piece) || /^[\u0E01-\u0E2E]{1,2}\u0E4C$/.test(piece);
}
