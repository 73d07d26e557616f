/**
 * What one upload template lets a file hold. An xlsx of 5 MB can unpack to gigabytes (a "zip bomb"), so
 * limits on the unpacked content, not only on the file, keep one upload from exhausting the server.
 */
export interface SheetLimits {
  /** rows of the first sheet, the header row included */
  maxRows: number;
  /** entries of the archive (a workbook has about fifteen) */
  maxEntries: number;
  /** bytes every entry together unpacks to, measured while unpacking, whatever the archive claims */
  maxUnpackedBytes: number;
}

/** Enough for a 50,000-row master-data file of fifteen columns (about 47 MB unpacked), and no more. */
export const DEFAULT_SHEET_LIMITS: SheetLimits = {
  maxRows: 100_001,
  maxEntries: 200,
  maxUnpackedBytes: 96 * 1024 * 1024,
};

/** Templates a person fills by hand (feedback, ASN, invoice lines) hold far fewer rows. */
export const HAND_FILLED_SHEET_LIMITS: SheetLimits = {
  maxRows: 10_001,
  maxEntries: 200,
  maxUnpackedBytes: 24 * 1024 * 1024,
};
