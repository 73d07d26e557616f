import { sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';

/**
 * A new release replaced an order line's release: the Draft ASN lines on the replaced release move to the
 * line of the new one with the same delivery date and time, when their quantity still fits what that line
 * may ship (its unshipped quantity plus the supplier's over-shipment tolerance, no limit without one).
 * A Draft holds no quantity, so moving it only re-points it; lines that do not fit stay on the replaced
 * release, where saving or sending the Draft names them. One statement.
 */
export async function moveDraftLinesToRelease(
  db: Queryable,
  fromHeaderId: number,
  toHeaderId: number,
  author: string,
): Promise<number> {
  const moved = await db.execute(sql`
    update asn_details ad
       set schedule_detail_id = nd.id, updated_by = ${author}, updated_at = now()
      from asn_headers ah, delivery_schedule_details od,
           delivery_schedule_headers nh
           join delivery_schedule_details nd on nd.header_id = nh.id
           left join over_shipment_settings o
             on o.buyer_company_id = nh.buyer_company_id and o.supplier_company_id = nh.supplier_company_id
     where ah.id = ad.asn_header_id and ah.status = 'Draft'
       and od.id = ad.schedule_detail_id and od.header_id = ${fromHeaderId}
       and nh.id = ${toHeaderId}
       and nd.delivery_date = od.delivery_date and nd.delivery_time is not distinct from od.delivery_time
       and ad.asn_qty <= coalesce(schedule_line_ship_limit(nd.request_qty, o.is_over_shipped,
                                    o.is_over_shipped_tolerance, o.rate_percent) - nd.asn_qty, ad.asn_qty)`);
  return moved.rowCount ?? 0;
}
