import type { PictureType } from '@portal/contract/packaging-pictures';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Queryable } from '../../../db/client.ts';
import { packagingPictures } from '../../../db/schema/index.ts';

/** What is known of a stored picture without its bytes. */
export interface PictureInfo {
  packagingId: number;
  slot: number;
  contentType: PictureType;
  size: number;
  uploadedBy: string;
  uploadedAt: Date;
}

export interface StoredPicture extends PictureInfo {
  bytes: Buffer;
}

/**
 * Where packaging pictures live. This is the one way in: a file or object store could replace the
 * PostgreSQL table by implementing it (the writes take the caller's transaction, so a store outside the
 * database would have to keep its files until the commit).
 */
export interface PictureStore {
  /** the pictures of the given records, without their bytes, by record and slot */
  infoOf(db: Queryable, packagingIds: readonly number[]): Promise<PictureInfo[]>;
  read(db: Queryable, packagingId: number, slot: number): Promise<StoredPicture | undefined>;
  /** stores the picture in its slot, replacing the one there */
  write(tx: Queryable, picture: Omit<StoredPicture, 'size' | 'uploadedAt'>): Promise<void>;
  /** answers whether there was a picture to remove */
  remove(tx: Queryable, packagingId: number, slot: number): Promise<boolean>;
}

const infoFields = {
  packagingId: packagingPictures.packagingId,
  slot: packagingPictures.slot,
  contentType: packagingPictures.contentType,
  size: packagingPictures.size,
  uploadedBy: packagingPictures.uploadedBy,
  uploadedAt: packagingPictures.uploadedAt,
};

const slotOf = (packagingId: number, slot: number) =>
  and(eq(packagingPictures.packagingId, packagingId), eq(packagingPictures.slot, slot));

// the check constraint keeps the type to the four formats
const typed = <Row extends { contentType: string }>(row: Row) => row as Row & { contentType: PictureType };

/** The pictures in their own table of PostgreSQL (bytea, stored out of line). */
export const pictureStore: PictureStore = {
  async infoOf(db, packagingIds) {
    if (packagingIds.length === 0) return [];
    const rows = await db
      .select(infoFields)
      .from(packagingPictures)
      .where(inArray(packagingPictures.packagingId, [...packagingIds]))
      .orderBy(asc(packagingPictures.packagingId), asc(packagingPictures.slot));
    return rows.map(typed);
  },
  async read(db, packagingId, slot) {
    const [row] = await db
      .select({ ...infoFields, bytes: packagingPictures.bytes })
      .from(packagingPictures)
      .where(slotOf(packagingId, slot));
    return row && typed(row);
  },
  async write(tx, picture) {
    const values = { ...picture, size: picture.bytes.length };
    await tx
      .insert(packagingPictures)
      .values(values)
      .onConflictDoUpdate({
        target: [packagingPictures.packagingId, packagingPictures.slot],
        set: { ...values, uploadedAt: sql`now()` },
      });
  },
  async remove(tx, packagingId, slot) {
    const removed = await tx
      .delete(packagingPictures)
      .where(slotOf(packagingId, slot))
      .returning({ slot: packagingPictures.slot });
    return removed.length > 0;
  },
};
