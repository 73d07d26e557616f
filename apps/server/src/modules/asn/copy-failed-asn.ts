import { sql } from 'drizzle-orm';
import type { Database, Queryable } from '../../db/client.ts';
import type { DataScope } from '../../platform/access/data-scope.ts';
import type { SessionUser } from '../../platform/auth/session-user.ts';
import { conflict, notFound } from '../../platform/http/app-error.ts';
import { type LockedAsn, lockAsn, nextAsnNo, setStatus, shippedOf } from './asn-repo.ts';
import { asnMessages as messages } from './messages.ts';
import { giveBackAsnQty } from './schedule-lines-repo.ts';

/**
 * The new Draft: the failed ASN's header (the ERP's remarks included, so the supplier sees what to
 * correct), its lines (each naming the item it was copied from) and packages. Three set-based statements.
 */
async function copyRows(db: Queryable, failed: LockedAsn, author: string): Promise<number> {
  const inserted = await db.execute<{ id: string }>(sql`
    insert into asn_headers (asn_no, status, buyer_company_id, supplier_company_id, ship_to_plant_code,
                             invoice_no, dispatch_time, plan_arrival_time, carrier_code, carrier_name,
                             carrier_address, plate_no, net_weight, gross_weight, no_of_pallet, volume,
                             ship_method, is_create_label, is_create_invoice, ack_remarks, created_by, updated_by)
    select ${nextAsnNo}, 'Draft', buyer_company_id, supplier_company_id, ship_to_plant_code, invoice_no,
           dispatch_time, plan_arrival_time, carrier_code, carrier_name, carrier_address, plate_no, net_weight,
           gross_weight, no_of_pallet, volume, ship_method, is_create_label, is_create_invoice, ack_remarks,
           ${author}, ${author}
      from asn_headers where id = ${failed.id}
    returning id`);
  const copyId = Number(inserted.rows[0]?.id);
  await db.execute(sql`
    insert into asn_details (asn_header_id, schedule_detail_id, item_no, asn_qty, lot_size_qty, lot_no,
                             production_date, ori_asn_item_no, pack_qty, pack_qty_per_pallet, created_by, updated_by)
    select ${copyId}, schedule_detail_id, item_no, asn_qty, lot_size_qty, lot_no, production_date,
           ${failed.asnNo} || '/' || item_no, pack_qty, pack_qty_per_pallet, ${author}, ${author}
      from asn_details where asn_header_id = ${failed.id}`);
  await db.execute(sql`
    insert into asn_packages (asn_header_id, part_no, package_no, qty_of_packaging, created_by, updated_by)
    select ${copyId}, part_no, package_no, qty_of_packaging, ${author}, ${author}
      from asn_packages where asn_header_id = ${failed.id}`);
  return copyId;
}

/**
 * copyFailedAsn (ours): the supplier corrects an ASN the ERP refused. Its quantity goes back to the schedule
 * (as deleting it would), a new Draft takes its data to be corrected and sent, its goods receipts move to
 * the Draft, and it becomes Cancelled, keeping the ERP's remarks: it can be neither resent nor given back
 * twice. Answers the Draft's id; one transaction.
 */
export async function copyFailedAsn(db: Database, user: SessionUser, scope: DataScope, id: number) {
  return db.transaction(async (tx) => {
    const failed = await lockAsn(tx, id, scope);
    if (!failed) throw notFound(messages.asnMissing);
    if (failed.status !== 'Failed')
      throw conflict(messages.cannotCopy, { asnNo: failed.asnNo, status: failed.status });
    await giveBackAsnQty(tx, await shippedOf(tx, failed.id));
    const copyId = await copyRows(tx, failed, user.userCode);
    await tx.execute(sql`
      update goods_receipts g
         set asn_header_id = c.id, asn_no = c.asn_no, updated_by = ${user.userCode}, updated_at = now()
        from asn_headers c
       where c.id = ${copyId} and g.asn_header_id = ${failed.id}`);
    await setStatus(tx, failed.id, 'Cancelled', user);
    return copyId;
  });
}
