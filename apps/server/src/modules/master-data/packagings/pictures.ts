import type { PackagingPicture } from '@portal/contract/packaging-pictures';
import { and, eq } from 'drizzle-orm';
import type { AppConfig } from '../../../config.ts';
import type { Database, Queryable } from '../../../db/client.ts';
import { packagings } from '../../../db/schema/index.ts';
import type { DataScope } from '../../../platform/access/data-scope.ts';
import { updateStamp } from '../../../platform/audit/audit-stamp.ts';
import type { SessionUser } from '../../../platform/auth/session-user.ts';
import { formatDateTime } from '../../../platform/dates.ts';
import { invalid, notFound } from '../../../platform/http/app-error.ts';
import { imageMessages } from '../../../platform/images/image-messages.ts';
import type { ReceivedImage } from '../../../platform/images/receive-image.ts';
import { masterDataMessages as messages } from '../messages.ts';
import { ownedBy } from '../owner-scope.ts';
import { maintainedBuyerIds } from '../scope-ids.ts';
import { type PictureInfo, pictureStore, type StoredPicture } from './picture-store.ts';

/** The version of a stored picture: its upload time in ms, so a new picture gets a new address. */
export function toPackagingPicture(info: PictureInfo, config: AppConfig): PackagingPicture {
  return {
    slot: info.slot,
    contentType: info.contentType,
    size: info.size,
    version: String(info.uploadedAt.getTime()),
    uploadedBy: info.uploadedBy,
    uploadedAt: formatDateTime(info.uploadedAt, config.displayTimeZone),
  };
}

/** A packaging record the caller may read (a supplier its own, a buyer its companies'), else not found. */
async function readableRecord(db: Queryable, scope: DataScope, packagingId: number) {
  const [row] = await db
    .select({ id: packagings.id, packagingNo: packagings.packagingNo })
    .from(packagings)
    .where(
      and(
        eq(packagings.id, packagingId),
        ownedBy(scope, packagings.buyerCompanyId, packagings.supplierCompanyId),
      ),
    );
  if (!row) throw notFound(messages.packagingMissing);
  return row;
}

/**
 * Locks a record the caller maintains (a buyer user's own companies) until the transaction ends, so two
 * changes of its pictures run one after the other and "at least one" is checked against what stays.
 */
async function lockMaintained(tx: Queryable, scope: DataScope, packagingId: number): Promise<void> {
  const [row] = await tx
    .select({ id: packagings.id })
    .from(packagings)
    .where(
      and(
        eq(packagings.id, packagingId),
        ownedBy(scope, packagings.buyerCompanyId, packagings.supplierCompanyId),
      ),
    )
    .for('update');
  // the route is buyer-only; a buyer reads and maintains the records of the companies it works for
  if (!row || maintainedBuyerIds(scope).length === 0) throw notFound(messages.packagingMissing);
}

/** A picture change is a change of its record: who and when show as the record's last update. */
async function stampRecord(tx: Queryable, user: SessionUser, packagingId: number): Promise<void> {
  await tx.update(packagings).set(updateStamp(user)).where(eq(packagings.id, packagingId));
}

async function picturesOf(
  db: Queryable,
  config: AppConfig,
  packagingId: number,
): Promise<PackagingPicture[]> {
  const infos = await pictureStore.infoOf(db, [packagingId]);
  return infos.map((info) => toPackagingPicture(info, config));
}

/** GET the picture of a slot the caller may read. */
export async function readPicture(
  db: Queryable,
  scope: DataScope,
  packagingId: number,
  slot: number,
): Promise<StoredPicture & { packagingNo: string }> {
  const record = await readableRecord(db, scope, packagingId);
  const picture = await pictureStore.read(db, packagingId, slot);
  if (!picture) throw notFound(messages.pictureMissing);
  return { ...picture, packagingNo: record.packagingNo };
}

/** POST a picture into a slot, replacing the one there (four slots: a record never holds more than four). */
export async function savePicture(
  db: Database,
  config: AppConfig,
  target: { scope: DataScope; user: SessionUser; packagingId: number; slot: number },
  image: ReceivedImage,
): Promise<PackagingPicture[]> {
  const { scope, user, packagingId, slot } = target;
  return db.transaction(async (tx) => {
    await lockMaintained(tx, scope, packagingId);
    await pictureStore.write(tx, { packagingId, slot, ...image, uploadedBy: user.userCode });
    await stampRecord(tx, user, packagingId);
    return picturesOf(tx, config, packagingId);
  });
}

/** DELETE a picture; a record keeps its last one (spec 1: at least one picture): replace it instead. */
export async function deletePicture(
  db: Database,
  config: AppConfig,
  target: { scope: DataScope; user: SessionUser; packagingId: number; slot: number },
): Promise<PackagingPicture[]> {
  const { scope, user, packagingId, slot } = target;
  return db.transaction(async (tx) => {
    await lockMaintained(tx, scope, packagingId);
    const stored = await pictureStore.infoOf(tx, [packagingId]);
    if (!stored.some((picture) => picture.slot === slot)) throw notFound(messages.pictureMissing);
    if (stored.length === 1) throw invalid(imageMessages.atLeastOne);
    await pictureStore.remove(tx, packagingId, slot);
    await stampRecord(tx, user, packagingId);
    return picturesOf(tx, config, packagingId);
  });
}
