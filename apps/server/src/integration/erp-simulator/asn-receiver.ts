import { and, eq, inArray } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { companies, parts, plants } from '../../db/schema/index.ts';
import type { AsnMessage } from '../erp-outbound/asn-message.ts';
import type { ErpAnswer, ErpConnector } from '../erp-outbound/connector.ts';
import type { InvoicePostMessage } from '../erp-outbound/invoice-post-message.ts';
import { postInvoice, type SimulatedAnswer } from './invoice-poster.ts';

/** The simulated ERP accepts a planned transit of at most this many days. */
export const SIMULATED_MAX_TRANSIT_DAYS = 30;

/** Parts the supplier delivers to the plant according to part info (what the ERP would know as active). */
async function activeParts(db: Queryable, message: AsnMessage): Promise<Set<string>> {
  const rows = await db
    .select({ partNo: parts.partNo })
    .from(parts)
    .innerJoin(plants, eq(plants.id, parts.plantId))
    .innerJoin(companies, eq(companies.id, parts.supplierCompanyId))
    .where(
      and(
        eq(plants.plantCode, message.shipToPlantCode),
        eq(companies.companyCode, message.supplierCode),
        inArray(parts.partNo, message.lines.length > 0 ? message.lines.map((line) => line.partNo) : ['']),
      ),
    );
  return new Set(rows.map((row) => row.partNo));
}

/**
 * The ERP's deterministic rules for an ASN (demo and tests): it refuses a line whose part is not active for
 * the ship-to plant (no part info of that supplier and plant), and a planned arrival more than
 * SIMULATED_MAX_TRANSIT_DAYS after the shipment. Otherwise it accepts.
 */
export async function judgeAsn(db: Queryable, message: AsnMessage): Promise<string[]> {
  const active = await activeParts(db, message);
  const problems = message.lines
    .filter((line) => !active.has(line.partNo))
    .map(
      (line) => `Item ${line.itemNo}: part ${line.partNo} is not active for plant ${message.shipToPlantCode}`,
    );
  if (message.dispatchTime && message.planArrivalTime) {
    const days = (Date.parse(message.planArrivalTime) - Date.parse(message.dispatchTime)) / 86_400_000;
    if (days > SIMULATED_MAX_TRANSIT_DAYS)
      problems.push(`Planned transit of ${Math.ceil(days)} days exceeds ${SIMULATED_MAX_TRANSIT_DAYS} days`);
  }
  return problems;
}

/** The in-process simulated ERP as a connector: answers at once, as the real one would over HTTP. */
export function simulatedErpConnector(db: Queryable): ErpConnector {
  return {
    name: 'ERP simulator',
    async send(wsType, payload): Promise<ErpAnswer> {
      let answer: SimulatedAnswer;
      if (wsType === 'ASN_SEND') {
        const problems = await judgeAsn(db, payload as AsnMessage);
        answer = { accepted: problems.length === 0, remarks: problems.length ? problems.join('; ') : null };
      } else if (wsType === 'INVOICE_POST') {
        answer = postInvoice(payload as InvoicePostMessage);
      } else {
        throw new Error(`the ERP simulator does not take ${wsType}`);
      }
      return {
        accepted: answer.accepted,
        remarks: answer.remarks,
        details: answer,
        responseBody: JSON.stringify(answer),
      };
    },
  };
}
