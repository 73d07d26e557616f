import { and, eq, sql } from 'drizzle-orm';
import type { Queryable } from '../client.ts';
import {
  companies,
  containers,
  overShipmentSettings,
  packagings,
  partPrices,
  parts,
  plants,
  supplierFinance,
} from '../schema/index.ts';
import {
  BUYER_PROGRAMMES,
  DEMO_CONTAINERS,
  PART_VARIANTS,
  SUPPLIER_CATALOGUE,
  type SupplierCatalogue,
} from './demo-catalogue.ts';
import { DEMO_RELATIONSHIPS } from './demo-companies.ts';
import { insertUnnest } from './insert-unnest.ts';

/** Distinct parts per active buyer-supplier relationship (10 relationships: 2,500 parts, 5,000 prices). */
const PARTS_PER_RELATIONSHIP = 250;

type Ids = Map<string, number>;

/** A decimal string from an integer count of 1/10000. */
const tenThousandths = (value: number) =>
  `${Math.floor(value / 10_000)}.${String(value % 10_000).padStart(4, '0')}`;

/** A decimal string from an integer count of tenths. */
const tenths = (value: number) => `${Math.floor(value / 10)}.${value % 10}`;

interface DemoPart {
  buyer: string;
  supplier: string;
  k: number;
  partNo: string;
  description: string;
  catalogue: SupplierCatalogue;
  lotSize: number;
}

/** The parts of one relationship; part numbers `<last 3 digits of the supplier>-<7000 + k>` as the schedules use. */
function partsOf(buyer: string, supplier: string): DemoPart[] {
  const catalogue = SUPPLIER_CATALOGUE[supplier];
  if (!catalogue) return [];
  return Array.from({ length: PARTS_PER_RELATIONSHIP }, (_, k) => {
    const family = catalogue.families[k % catalogue.families.length];
    const variant = PART_VARIANTS[Math.floor(k / catalogue.families.length) % PART_VARIANTS.length];
    return {
      buyer,
      supplier,
      k,
      partNo: `${supplier.slice(-3)}-${7000 + k}`,
      description: `${family} ${variant}`,
      catalogue,
      lotSize: catalogue.lotSizes[k % catalogue.lotSizes.length] ?? 1,
    };
  });
}

function demoParts(): DemoPart[] {
  return DEMO_RELATIONSHIPS.filter(([, , status]) => status === 'A').flatMap(([buyer, supplier]) =>
    partsOf(buyer, supplier),
  );
}

async function plantIdsByBuyer(db: Queryable): Promise<Map<number, number[]>> {
  const rows = await db
    .select({ id: plants.id, companyId: plants.companyId })
    .from(plants)
    .innerJoin(companies, eq(companies.id, plants.companyId))
    .where(eq(companies.companyType, 'B'))
    .orderBy(plants.companyId, plants.plantCode);
  const result = new Map<number, number[]>();
  for (const row of rows) result.set(row.companyId, [...(result.get(row.companyId) ?? []), row.id]);
  return result;
}

/** Each part goes to one plant of its buyer, every fourth also to the next plant. */
async function seedParts(db: Queryable, ids: Ids, demo: DemoPart[]): Promise<void> {
  const plantsOf = await plantIdsByBuyer(db);
  const rows = demo.flatMap((part) => {
    const buyerCompanyId = ids.get(part.buyer) ?? 0;
    const buyerPlants = plantsOf.get(buyerCompanyId) ?? [];
    const programme = BUYER_PROGRAMMES[part.buyer];
    const plantIndexes = part.k % 4 === 0 ? [part.k, part.k + 1] : [part.k];
    return plantIndexes.map((index) => ({
      buyerCompanyId,
      plantId: buyerPlants[index % buyerPlants.length] ?? 0,
      supplierCompanyId: ids.get(part.supplier) ?? 0,
      partNo: part.partNo,
      partDescription: part.description,
      uom: part.catalogue.uom,
      versionNo: `V${1 + (part.k % 3)}`,
      lotSizeQty: String(part.lotSize),
      model: programme?.models[part.k % programme.models.length] ?? null,
      planner: programme?.planners[part.k % programme.planners.length] ?? null,
    }));
  });
  await insertUnnest(db, parts, rows);
}

/** Last year's closed price and this year's open-ended one, per part, on the supplier's price list. */
async function seedPrices(db: Queryable, ids: Ids, demo: DemoPart[], year: number): Promise<void> {
  const rows = demo.flatMap((part) => {
    const currency =
      part.buyer === 'ADTH' && part.supplier === 'S100101'
        ? 'USD'
        : (BUYER_PROGRAMMES[part.buyer]?.currency ?? 'CNY');
    const current = part.catalogue.priceFrom + ((part.k * 7919) % part.catalogue.priceSpread);
    const common = {
      buyerCompanyId: ids.get(part.buyer) ?? 0,
      supplierCompanyId: ids.get(part.supplier) ?? 0,
      partNo: part.partNo,
      partDesc: part.description,
      priceListCode: `${part.supplier}-${currency}`,
      currency,
      uom: part.catalogue.uom,
    };
    return [
      {
        ...common,
        unitPrice: tenThousandths(Math.round(current * 0.97)),
        effectiveFrom: `${year - 1}-01-01`,
        effectiveTo: `${year - 1}-12-31`,
        inboundMsgAt: new Date(`${year - 1}-01-02T01:30:00Z`),
      },
      {
        ...common,
        unitPrice: tenThousandths(current),
        effectiveFrom: `${year}-01-01`,
        effectiveTo: null,
        inboundMsgAt: new Date(`${year}-01-02T01:30:00Z`),
      },
    ];
  });
  await insertUnnest(db, partPrices, rows);
}

async function seedContainers(db: Queryable): Promise<void> {
  await db.insert(containers).values(
    DEMO_CONTAINERS.map(
      ([containerCode, containerType, maxLoadKg, foldFlag, l, w, h, weightKg, material]) => ({
        containerCode,
        containerType,
        maxLoadKg,
        foldFlag,
        outsideLengthMm: l,
        outsideWidthMm: w,
        outsideHeightMm: h,
        weightKg,
        material,
      }),
    ),
  );
}

/** One packaging per part: the lot size per package in one of the supplier's usual containers. */
async function seedPackagings(db: Queryable, ids: Ids, demo: DemoPart[], year: number): Promise<void> {
  const sizes = new Map(DEMO_CONTAINERS.map((container) => [container[0], container]));
  const rows = demo.map((part) => {
    const containerCode = part.catalogue.containers[part.k % part.catalogue.containers.length] ?? null;
    const size = containerCode ? sizes.get(containerCode) : undefined;
    const metal = ['STAMPING', 'FRAME', 'FASTENER', 'MECHANISM'].includes(part.catalogue.partGroup);
    return {
      buyerCompanyId: ids.get(part.buyer) ?? 0,
      supplierCompanyId: ids.get(part.supplier) ?? 0,
      packagingNo: `PK-${part.partNo}`,
      partNo: part.partNo,
      partGroup: part.catalogue.partGroup,
      containerCode,
      qtyPerPackage: String(part.lotSize),
      validDate: `${year + 1}-12-31`,
      antirust: metal ? ('Y' as const) : ('N' as const),
      corrosionProtection: metal ? ('Y' as const) : ('N' as const),
      plasticBag:
        part.catalogue.partGroup === 'TRIM' || part.catalogue.partGroup === 'FOAM'
          ? ('Y' as const)
          : ('N' as const),
      recyclable: 'Y' as const,
      weightKg: tenths(50 + ((part.k * 31) % 2000)),
      lengthMm: size?.[4] ?? null,
      widthMm: size?.[5] ?? null,
      heightMm: size?.[6] ?? null,
    };
  });
  await insertUnnest(db, packagings, rows);
}

/** A few suppliers may over-ship, most not; finance settings follow the buyer's country. */
async function seedSupplierSettings(db: Queryable, ids: Ids): Promise<void> {
  const overShipping: Array<[string, string, boolean, string | null]> = [
    ['ADCN', 'S100101', true, '5.00'],
    ['ADCN', 'S100104', true, null],
    ['ADTH', 'S100105', true, '2.50'],
    ['ADTH', 'S100107', true, '10.00'],
  ];
  for (const [buyer, supplier, tolerance, rate] of overShipping) {
    await db
      .update(overShipmentSettings)
      .set({ isOverShipped: true, isOverShippedTolerance: tolerance && rate !== null, ratePercent: rate })
      .where(
        and(
          eq(overShipmentSettings.buyerCompanyId, ids.get(buyer) ?? 0),
          eq(overShipmentSettings.supplierCompanyId, ids.get(supplier) ?? 0),
        ),
      );
  }
  const thailand = ids.get('ADTH') ?? 0;
  const foreignToThailand = ids.get('S100101') ?? 0;
  await db.update(supplierFinance).set({
    currency: sql`case when ${supplierFinance.buyerCompanyId} = ${thailand} then case when ${supplierFinance.supplierCompanyId} = ${foreignToThailand} then 'USD' else 'THB' end else 'CNY' end`,
    oversea: sql`case when ${supplierFinance.buyerCompanyId} = ${thailand} and ${supplierFinance.supplierCompanyId} = ${foreignToThailand} then 'Y' else 'N' end`,
    tedi: sql`case when ${supplierFinance.buyerCompanyId} = ${thailand} then 'Y' else 'N' end`,
    whtRate: sql`case when ${supplierFinance.buyerCompanyId} = ${thailand} then '3' else '0' end`,
  });
}

/**
 * Master data of the demo (issue 5): parts, prices, containers, packaging and supplier settings for the
 * demo companies, deterministic for a given year, written with a handful of multi-row statements.
 */
export async function seedMasterData(db: Queryable, companyIds: Ids, today: Date): Promise<void> {
  const year = today.getUTCFullYear();
  const demo = demoParts();
  await seedParts(db, companyIds, demo);
  await seedPrices(db, companyIds, demo, year);
  await seedContainers(db);
  await seedPackagings(db, companyIds, demo, year);
  await seedSupplierSettings(db, companyIds);
}
