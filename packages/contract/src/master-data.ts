import { z } from 'zod';
import {
  DecimalString,
  dataPage,
  decimalInput,
  EntityId,
  FilterDate,
  NoData,
  PageQuery,
  QueryValueList,
  recordsPage,
  ShortCode,
  SortQuery,
  UploadSummary,
  YesNo,
} from './common.ts';
import { endpoint } from './endpoint.ts';
import { PackagingPicture, packagingPictureDefinitions } from './packaging-pictures.ts';

/** The supplier-code filter of every master-data list; the server fixes it to their own for suppliers. */
const OwnSupplierCode = ShortCode.optional().describe('supplier code; fixed to their own for suppliers');

const BuyerCompanyCode = ShortCode.optional().describe('buyer company code');

// ---- part info (/partInfo) ----

export const PartFilter = z.object({
  buyerCompanyCode: BuyerCompanyCode,
  buyerPlantCode: ShortCode.optional().describe('ship-to plant code'),
  partNo: QueryValueList.optional().describe('part numbers (multi-value)'),
  supplierCode: OwnSupplierCode,
  partDescription: z.string().trim().max(100).optional().describe('part of the description'),
});
export type PartFilter = z.infer<typeof PartFilter>;

export const PartQuery = PageQuery.extend(PartFilter.shape);
export type PartQuery = z.infer<typeof PartQuery>;

export const PartDownloadQuery = PartFilter.extend(SortQuery.shape);
export type PartDownloadQuery = z.infer<typeof PartDownloadQuery>;

export const PartRow = z.object({
  partId: z.number().int().optional().describe('part id, the record its History names (issue 15)'),
  buyerCompanyCode: z.string().describe('buyer company code'),
  buyerPlantCode: z.string().describe('ship-to plant code'),
  supplierCode: z.string().describe('supplier code (companyCode of the supplier company)'),
  supplierName: z.string().describe('supplier company name'),
  partNo: z.string().describe('part number'),
  partDescription: z.string().nullable().describe('part description'),
  uom: z.string().describe('unit of measure'),
  versionNo: z.string().nullable().describe('drawing or part version'),
  lotSizeQty: DecimalString.nullable().describe('standard quantity per package (decimal string)'),
  model: z.string().nullable().describe('vehicle model'),
  planner: z.string().nullable().describe("buyer's planner"),
  lastUpdateTimeStr: z.string().describe('yyyy-MM-dd HH:mm'),
  lastUpdateBy: z.string().nullable().describe('account of the last change'),
});
export type PartRow = z.infer<typeof PartRow>;

/** Sortable display fields of the part list. */
export const PART_SORT_FIELDS = [
  'buyerCompanyCode',
  'buyerPlantCode',
  'supplierCode',
  'supplierName',
  'partNo',
  'partDescription',
  'uom',
  'versionNo',
  'lotSizeQty',
  'model',
  'planner',
  'lastUpdateTimeStr',
  'lastUpdateBy',
] as const;

// ---- supplier over-shipment configuration (/supplier) ----

export const OverShippedFilter = z.object({
  buyerCompanyCode: BuyerCompanyCode,
  supplierCode: OwnSupplierCode,
  supplierName: z.string().trim().max(100).optional().describe('part of the supplier name'),
  isOverShipped: YesNo.optional().describe('Y: suppliers allowed to over-ship'),
});
export type OverShippedFilter = z.infer<typeof OverShippedFilter>;

export const OverShippedQuery = PageQuery.extend(OverShippedFilter.shape);
export type OverShippedQuery = z.infer<typeof OverShippedQuery>;

export const OverShippedDownloadQuery = OverShippedFilter.extend(SortQuery.shape);
export type OverShippedDownloadQuery = z.infer<typeof OverShippedDownloadQuery>;

/** Over-shipment settings of one supplier at one buyer company (spelling `Tolerence` is the contract). */
export const OverShippedRow = z.object({
  overShipmentId: z
    .number()
    .int()
    .optional()
    .describe('over-shipment settings id, the record its History names (issue 15)'),
  buyerCompanyCode: z.string().describe('buyer company code'),
  supplierCode: z.string().describe('supplier code (companyCode of the supplier company)'),
  supplierName: z.string().describe('supplier company name'),
  isOverShipped: z.boolean().describe('the supplier may ship more than the unshipped quantity'),
  isOverShippedTolerence: z.boolean().nullable().describe('the extra quantity is limited by ratePercent'),
  ratePercent: DecimalString.nullable().describe('allowed extra quantity in % of the unshipped quantity'),
});
export type OverShippedRow = z.infer<typeof OverShippedRow>;

export const OVER_SHIPPED_SORT_FIELDS = [
  'buyerCompanyCode',
  'supplierCode',
  'supplierName',
  'isOverShipped',
  'isOverShippedTolerence',
  'ratePercent',
] as const;

/** The tolerance flag is required only when over-shipping; the rate only when the tolerance flag is set. */
export const SaveOverShipped = z
  .object({
    buyerCompanyCode: ShortCode.min(1).describe('buyer company code'),
    supplierCode: ShortCode.min(1).describe('supplier code (companyCode of the supplier company)'),
    isOverShipped: z.boolean().describe('the supplier may ship more than the unshipped quantity'),
    isOverShippedTolerence: z
      .boolean()
      .optional()
      .describe('required when isOverShipped: the extra quantity is limited by ratePercent'),
    ratePercent: decimalInput(2, 3)
      .refine((value) => Number(value) <= 100, '0 to 100')
      .optional()
      .describe('0 to 100, at most 2 decimals'),
  })
  .superRefine((body, context) => {
    if (body.isOverShipped && body.isOverShippedTolerence === undefined) {
      context.addIssue({ code: 'custom', message: 'required', path: ['isOverShippedTolerence'] });
    }
    if (body.isOverShipped && body.isOverShippedTolerence && body.ratePercent === undefined) {
      context.addIssue({ code: 'custom', message: 'required', path: ['ratePercent'] });
    }
  });
export type SaveOverShipped = z.infer<typeof SaveOverShipped>;

// ---- part price list (/partPriceListCode) ----

export const PriceListFilter = z.object({
  companyCode: ShortCode.optional().describe('buyer company code'),
  partNo: z.string().trim().max(50).optional().describe('part number'),
  priceListCode: z.string().trim().max(50).optional().describe('price list code the price comes from'),
  effectiveDateFrom: FilterDate.optional().describe('effective on or after (yyyyMMdd)'),
  effectiveDateTo: FilterDate.optional().describe('effective on or before (yyyyMMdd)'),
});
export type PriceListFilter = z.infer<typeof PriceListFilter>;

export const PriceListQuery = PageQuery.extend(PriceListFilter.shape);
export type PriceListQuery = z.infer<typeof PriceListQuery>;

export const PriceListDownloadQuery = PriceListFilter.extend(SortQuery.shape);
export type PriceListDownloadQuery = z.infer<typeof PriceListDownloadQuery>;

export const PriceListRow = z.object({
  priceId: z.number().int().optional().describe('price period id, the record its History names (issue 15)'),
  companyCode: z.string().describe('buyer company code'),
  partNo: z.string().describe('part number'),
  partDesc: z.string().nullable().describe('part description'),
  unitPrice: DecimalString.describe('unit price (decimal string)'),
  currency: z.string().describe('currency code'),
  uom: z.string().describe('unit of measure'),
  effectiveDateFromStr: z.string().describe('yyyy-MM-dd'),
  effectiveDateToStr: z.string().nullable().describe('yyyy-MM-dd; null: open-ended'),
  priceListCode: z.string().describe('price list code the price comes from'),
  inboundMsgDateStr: z.string().describe('received from the ERP, yyyy-MM-dd HH:mm'),
});
export type PriceListRow = z.infer<typeof PriceListRow>;

export const PRICE_LIST_SORT_FIELDS = [
  'companyCode',
  'partNo',
  'partDesc',
  'unitPrice',
  'currency',
  'uom',
  'effectiveDateFromStr',
  'effectiveDateToStr',
  'priceListCode',
  'inboundMsgDateStr',
] as const;

// ---- supplier finance info (/supplierFinance) ----

export const SupplierFinanceFilter = z.object({
  buyerCompanyCode: BuyerCompanyCode,
  supplierCode: OwnSupplierCode,
  supplierName: z.string().trim().max(100).optional().describe('part of the supplier name'),
  oversea: ShortCode.optional().describe('key of property list overseaType'),
  currency: ShortCode.optional().describe('key of property list currencyType'),
});
export type SupplierFinanceFilter = z.infer<typeof SupplierFinanceFilter>;

export const SupplierFinanceQuery = PageQuery.extend(SupplierFinanceFilter.shape);
export type SupplierFinanceQuery = z.infer<typeof SupplierFinanceQuery>;

export const SupplierFinanceDownloadQuery = SupplierFinanceFilter.extend(SortQuery.shape);
export type SupplierFinanceDownloadQuery = z.infer<typeof SupplierFinanceDownloadQuery>;

export const SupplierFinanceRow = z.object({
  supplierFinanceId: z.number().int().describe('supplier finance settings id'),
  buyerCompanyCode: z.string().describe('buyer company code'),
  buyerCompanyName: z.string().describe('buyer company name'),
  supplierCode: z.string().describe('supplier code (companyCode of the supplier company)'),
  supplierName: z.string().describe('supplier company name'),
  currency: z.string().nullable().describe('key of property list currencyType'),
  currencyView: z.string().nullable().describe("currency label in the caller's language"),
  oversea: z.string().nullable().describe('key of property list overseaType'),
  overseaView: z.string().nullable().describe("oversea label in the caller's language"),
  tedi: z.string().nullable().describe('key of property list tEdi'),
  tediView: z.string().nullable().describe("e-invoicing label in the caller's language"),
  whtRate: z.string().nullable().describe('key of property list whtRate'),
  whtRateView: z.string().nullable().describe("withholding tax rate label in the caller's language"),
});
export type SupplierFinanceRow = z.infer<typeof SupplierFinanceRow>;

export const SUPPLIER_FINANCE_SORT_FIELDS = [
  'buyerCompanyCode',
  'buyerCompanyName',
  'supplierCode',
  'supplierName',
  'currencyView',
  'overseaView',
  'tediView',
  'whtRateView',
] as const;

export const SaveSupplierFinance = z.object({
  supplierFinanceId: EntityId.describe('supplier finance settings id'),
  currency: ShortCode.min(1).describe('key of property list currencyType'),
  oversea: ShortCode.min(1).describe('key of property list overseaType'),
  tedi: ShortCode.min(1).describe('key of property list tEdi'),
  whtRate: ShortCode.min(1).describe('key of property list whtRate'),
});
export type SaveSupplierFinance = z.infer<typeof SaveSupplierFinance>;

// ---- containers (/container, ours: the spec shows only the download) ----

export const ContainerFilter = z.object({
  containerCode: z.string().trim().max(50).optional().describe('part of the container code'),
  containerType: z.string().trim().max(50).optional().describe('container type (exact)'),
});
export type ContainerFilter = z.infer<typeof ContainerFilter>;

export const ContainerPageQuery = PageQuery.extend(ContainerFilter.shape);
export type ContainerPageQuery = z.infer<typeof ContainerPageQuery>;

export const ContainerQuery = ContainerFilter.extend(SortQuery.shape);
export type ContainerQuery = z.infer<typeof ContainerQuery>;

export const ContainerRow = z.object({
  containerId: z.number().int().optional().describe('container id, the record its History names (issue 15)'),
  containerCode: z.string().describe('container code'),
  containerType: z.string().describe('container type (pallet, box, rack ...)'),
  maxLoadKg: DecimalString.nullable().describe('maximum load in kg'),
  foldFlag: YesNo.nullable().describe('Y: foldable when empty'),
  outsideLengthMm: z.number().int().nullable().describe('outside length in mm'),
  outsideWidthMm: z.number().int().nullable().describe('outside width in mm'),
  outsideHeightMm: z.number().int().nullable().describe('outside height in mm'),
  weightKg: DecimalString.nullable().describe('empty weight in kg'),
  material: z.string().nullable().describe('material'),
  lastUpdateTimeStr: z.string().describe('yyyy-MM-dd HH:mm'),
  lastUpdateBy: z.string().describe('account of the last change'),
});
export type ContainerRow = z.infer<typeof ContainerRow>;

export const CONTAINER_SORT_FIELDS = [
  'containerCode',
  'containerType',
  'maxLoadKg',
  'foldFlag',
  'outsideLengthMm',
  'outsideWidthMm',
  'outsideHeightMm',
  'weightKg',
  'material',
  'lastUpdateTimeStr',
] as const;

// ---- packaging (/packaging, ours): how a supplier packs a part; the ASN wizard proposes it ----

export const PackagingFilter = z.object({
  buyerCompanyCode: BuyerCompanyCode,
  supplierCode: OwnSupplierCode,
  partNo: QueryValueList.optional().describe('part numbers (multi-value)'),
  packagingNo: z.string().trim().max(50).optional().describe('part of the packaging number'),
  containerCode: z.string().trim().max(50).optional().describe('container code (exact)'),
});
export type PackagingFilter = z.infer<typeof PackagingFilter>;

export const PackagingQuery = PageQuery.extend(PackagingFilter.shape);
export type PackagingQuery = z.infer<typeof PackagingQuery>;

export const PackagingDownloadQuery = PackagingFilter.extend(SortQuery.shape);
export type PackagingDownloadQuery = z.infer<typeof PackagingDownloadQuery>;

export const PackagingRow = z.object({
  packagingId: z.number().int().describe('ours: packaging record id (its pictures are addressed by it)'),
  buyerCompanyCode: z.string().describe('buyer company code'),
  supplierCode: z.string().describe('supplier code (companyCode of the supplier company)'),
  supplierName: z.string().describe('supplier company name'),
  packagingNo: z.string().describe('packaging number, unique per buyer and supplier'),
  partNo: z.string().describe('part number'),
  partGroup: z.string().nullable().describe('part group'),
  containerCode: z.string().nullable().describe('container the parts travel in'),
  qtyPerPackage: DecimalString.describe('quantity per package (decimal string)'),
  validDateStr: z.string().nullable().describe('valid until, yyyy-MM-dd'),
  antirust: YesNo.nullable().describe('antirust treatment'),
  corrosionProtection: YesNo.nullable().describe('corrosion protection'),
  plasticBag: YesNo.nullable().describe('packed in a plastic bag'),
  recyclable: YesNo.nullable().describe('recyclable packaging'),
  weightKg: DecimalString.nullable().describe('weight of a full package in kg'),
  lengthMm: z.number().int().nullable().describe('length in mm'),
  widthMm: z.number().int().nullable().describe('width in mm'),
  heightMm: z.number().int().nullable().describe('height in mm'),
  lastUpdateTimeStr: z.string().describe('yyyy-MM-dd HH:mm'),
  lastUpdateBy: z.string().describe('account of the last change'),
  pictures: z
    .array(PackagingPicture)
    .describe('ours: the pictures stored, by slot (spec 1: four pictures, at least one)'),
});
export type PackagingRow = z.infer<typeof PackagingRow>;

export const PACKAGING_SORT_FIELDS = [
  'buyerCompanyCode',
  'supplierCode',
  'supplierName',
  'packagingNo',
  'partNo',
  'partGroup',
  'containerCode',
  'qtyPerPackage',
  'validDateStr',
  'lastUpdateTimeStr',
] as const;

export const masterDataEndpoints = {
  materialsQuery: endpoint({
    method: 'POST',
    path: '/materials/query',
    summary: 'Part info, filtered, paged and sorted',
    access: 'partInfo',
    scope: 'own',
    kind: 'json',
    body: PartQuery,
    response: dataPage(PartRow),
  }),
  materialsDownload: endpoint({
    method: ['GET', 'POST'],
    path: '/materials/download',
    summary: 'The filtered part info as a spreadsheet (filters in the query string)',
    access: 'partInfo',
    scope: 'own',
    kind: 'file',
    fileName: 'PartInfo.xlsx',
    query: PartDownloadQuery,
  }),
  materialsUpload: endpoint({
    method: 'POST',
    path: '/materials/upload',
    summary: 'Insert or update part info from a spreadsheet; a file with bad rows changes nothing',
    access: 'uploadPartInfo',
    scope: 'buyerOnly',
    kind: 'upload',
    response: UploadSummary,
  }),
  materialsUploadTemplate: endpoint({
    method: ['GET', 'POST'],
    path: '/materials/downloadUploadTemplate',
    summary: 'Empty spreadsheet template of the part info upload',
    access: 'partInfo',
    scope: 'none',
    kind: 'file',
    fileName: 'PartInfoTemplate.xlsx',
  }),
  overShippedQuery: endpoint({
    method: 'POST',
    path: '/supplierOverShippedInfo/query',
    summary: 'Over-shipment settings of suppliers, filtered, paged and sorted',
    access: 'supplier',
    scope: 'own',
    kind: 'json',
    body: OverShippedQuery,
    response: dataPage(OverShippedRow),
  }),
  overShippedUpdate: endpoint({
    method: 'POST',
    path: '/supplierOverShippedInfo/update',
    summary: "Change one supplier's over-shipment settings at a buyer company",
    access: 'supplierConfigaration',
    scope: 'buyerOnly',
    kind: 'json',
    body: SaveOverShipped,
    response: NoData,
  }),
  overShippedUpload: endpoint({
    method: 'POST',
    path: '/supplierOverShippedInfo/upload',
    summary: 'Over-shipment settings from a spreadsheet (no template); a file with bad rows changes nothing',
    access: 'supplierConfigaration',
    scope: 'buyerOnly',
    kind: 'upload',
    response: UploadSummary,
  }),
  overShippedDownload: endpoint({
    method: ['GET', 'POST'],
    path: '/supplierOverShippedInfo/download',
    summary: 'The filtered over-shipment settings as a spreadsheet (filters in the query string)',
    access: 'supplier',
    scope: 'own',
    kind: 'file',
    fileName: 'Supplier.xlsx',
    ours: true,
    query: OverShippedDownloadQuery,
  }),
  priceListQuery: endpoint({
    method: 'POST',
    path: '/partPrice/queryPartPriceList',
    summary: 'Part price list, filtered, paged and sorted (a supplier sees the prices of its own parts)',
    access: 'partPriceListCode',
    scope: 'own',
    kind: 'json',
    body: PriceListQuery,
    response: recordsPage(PriceListRow),
  }),
  priceListDownload: endpoint({
    method: ['GET', 'POST'],
    path: '/partPrice/download',
    summary: 'The filtered part price list as a spreadsheet (filters in the query string)',
    access: 'partPriceListCode',
    scope: 'own',
    kind: 'file',
    fileName: 'PriceList Info.xlsx',
    query: PriceListDownloadQuery,
  }),
  priceListUpload: endpoint({
    method: 'POST',
    path: '/partPrice/upload',
    summary:
      'Insert or update prices from a spreadsheet; overlapping effective periods and bad rows change nothing',
    access: 'uploadPartPrice',
    scope: 'buyerOnly',
    kind: 'upload',
    ours: true,
    response: UploadSummary,
  }),
  priceListUploadTemplate: endpoint({
    method: ['GET', 'POST'],
    path: '/partPrice/downloadUploadTemplate',
    summary: 'Empty spreadsheet template of the price upload',
    access: 'partPrice',
    scope: 'none',
    kind: 'file',
    fileName: 'PartPriceTemplate.xlsx',
    ours: true,
  }),
  supplierFinanceQuery: endpoint({
    method: 'POST',
    path: '/supplierFinanceInfo/query',
    summary:
      'Finance settings of suppliers (currency, oversea, e-invoicing, WHT), filtered, paged and sorted',
    access: 'supplierFinance',
    scope: 'own',
    kind: 'json',
    body: SupplierFinanceQuery,
    response: dataPage(SupplierFinanceRow),
  }),
  supplierFinanceUpdate: endpoint({
    method: 'POST',
    path: '/supplierFinanceInfo/update',
    summary: "Change a supplier's finance settings",
    access: 'supplierFinance-edit',
    scope: 'buyerOnly',
    kind: 'json',
    body: SaveSupplierFinance,
    response: NoData,
  }),
  supplierFinanceDownload: endpoint({
    method: ['GET', 'POST'],
    path: '/supplierFinanceInfo/download',
    summary: 'The filtered supplier finance settings as a spreadsheet (filters in the query string)',
    access: 'supplierFinance',
    scope: 'own',
    kind: 'file',
    fileName: 'Supplier Finance Info.xlsx',
    ours: true,
    query: SupplierFinanceDownloadQuery,
  }),
  containerQuery: endpoint({
    method: 'POST',
    path: '/order/container/query',
    summary: 'Containers, filtered, paged and sorted',
    access: 'container',
    scope: 'none',
    kind: 'json',
    ours: true,
    body: ContainerPageQuery,
    response: dataPage(ContainerRow),
  }),
  containerDownload: endpoint({
    method: ['GET', 'POST'],
    path: '/order/container/download',
    summary: 'The filtered containers as a spreadsheet (filters in the query string)',
    access: 'container',
    scope: 'none',
    kind: 'file',
    fileName: 'Container.xlsx',
    query: ContainerQuery,
  }),
  containerUpload: endpoint({
    method: 'POST',
    path: '/order/container/upload',
    summary: 'Insert or update containers from a spreadsheet; a file with bad rows changes nothing',
    access: 'uploadContainer',
    scope: 'buyerOnly',
    kind: 'upload',
    ours: true,
    response: UploadSummary,
  }),
  containerUploadTemplate: endpoint({
    method: ['GET', 'POST'],
    path: '/order/container/downloadUploadTemplate',
    summary: 'Empty spreadsheet template of the container upload',
    access: 'container',
    scope: 'none',
    kind: 'file',
    fileName: 'ContainerTemplate.xlsx',
    ours: true,
  }),
  packagingQuery: endpoint({
    method: 'POST',
    path: '/order/packaging/query',
    summary: 'Packaging of parts per buyer and supplier, filtered, paged and sorted',
    access: 'packaging',
    scope: 'own',
    kind: 'json',
    ours: true,
    body: PackagingQuery,
    response: dataPage(PackagingRow),
  }),
  packagingDownload: endpoint({
    method: ['GET', 'POST'],
    path: '/order/packaging/download',
    summary: 'The filtered packaging as a spreadsheet (filters in the query string)',
    access: 'packaging',
    scope: 'own',
    kind: 'file',
    fileName: 'Packaging.xlsx',
    ours: true,
    query: PackagingDownloadQuery,
  }),
  packagingUpload: endpoint({
    method: 'POST',
    path: '/order/packaging/upload',
    summary: 'Insert or update packaging from a spreadsheet; a file with bad rows changes nothing',
    access: 'uploadPackaging',
    scope: 'buyerOnly',
    kind: 'upload',
    ours: true,
    response: UploadSummary,
  }),
  packagingUploadTemplate: endpoint({
    method: ['GET', 'POST'],
    path: '/order/packaging/downloadUploadTemplate',
    summary: 'Empty spreadsheet template of the packaging upload',
    access: 'packaging',
    scope: 'none',
    kind: 'file',
    fileName: 'PackagingTemplate.xlsx',
    ours: true,
  }),
  ...packagingPictureDefinitions,
} as const;
