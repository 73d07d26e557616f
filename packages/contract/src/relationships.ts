import { z } from 'zod';
import { dataPage, EntityId, IdParam, NoData, PageQuery, SortQuery } from './common.ts';
import { endpoint } from './endpoint.ts';
import { CompanyOption } from './lookup.ts';

/** A for active, I for inactive (prohibited). */
export const RELATIONSHIP_STATUSES = ['A', 'I'] as const;
export const RelationshipStatus = z.enum(RELATIONSHIP_STATUSES).describe('A active, I inactive');
export type RelationshipStatus = z.infer<typeof RelationshipStatus>;

/** The pickers of the query area send the chosen company id as a number or as its text (a select's value). */
export const RelationshipFilter = z.object({
  buyerCompanyId: IdParam.optional().describe('buyer company chosen in the picker'),
  supplierCompanyId: IdParam.optional().describe('supplier company chosen in the picker'),
  status: RelationshipStatus.optional().describe('A active, I inactive'),
});
export type RelationshipFilter = z.infer<typeof RelationshipFilter>;

export const RelationshipQuery = PageQuery.extend(RelationshipFilter.shape);
export type RelationshipQuery = z.infer<typeof RelationshipQuery>;

/** The download takes the list's filters and sort in the query string (ours: the spec has no relationship export). */
export const RelationshipDownloadQuery = RelationshipFilter.extend(SortQuery.shape);
export type RelationshipDownloadQuery = z.infer<typeof RelationshipDownloadQuery>;

export const RelationshipRow = z.object({
  id: z.number().int().describe('relationshipId'),
  buyerCompanyId: z.number().int().describe('buyer company id'),
  buyerCompanyCode: z.string().describe('buyer company code'),
  buyerCompanyName: z.string().describe('buyer company name'),
  supplierCompanyId: z.number().int().describe('supplier company id'),
  supplierCompanyCode: z.string().describe('supplier company code'),
  supplierCompanyName: z.string().describe('supplier company name'),
  status: RelationshipStatus.describe('A active, I inactive'),
  updatedBy: z.string().describe('account of the last change (adding, enabling or prohibiting)'),
  updatedAt: z.string().describe('time of the last change, yyyy-MM-dd HH:mm'),
});
export type RelationshipRow = z.infer<typeof RelationshipRow>;

/** Sortable display fields of the relationship list. */
export const RELATIONSHIP_SORT_FIELDS = [
  'buyerCompanyCode',
  'buyerCompanyName',
  'supplierCompanyCode',
  'supplierCompanyName',
  'status',
  'updatedAt',
] as const;

export const RelationshipStatusBody = z.object({
  relationshipId: EntityId.describe('relationship id'),
  status: RelationshipStatus.describe('the new status: I to prohibit an A row, A to enable an I row'),
});
export type RelationshipStatusBody = z.infer<typeof RelationshipStatusBody>;

export const AddRelationshipBody = z.object({
  buyerCompanyId: EntityId.describe('a buyer company'),
  supplierCompanyId: EntityId.describe('a supplier company'),
});
export type AddRelationshipBody = z.infer<typeof AddRelationshipBody>;

export const relationshipsEndpoints = {
  getRelationshipPage: endpoint({
    method: 'POST',
    path: '/relationship/getRelationshipPage',
    summary: 'Buyer-supplier relationships, filtered, paged and sorted',
    access: 'associateSupplier',
    scope: 'buyerOnly',
    kind: 'json',
    body: RelationshipQuery,
    response: dataPage(RelationshipRow),
  }),
  download: endpoint({
    method: ['GET', 'POST'],
    path: '/relationship/download',
    summary: 'The filtered relationships as a spreadsheet (filters in the query string)',
    access: 'associateSupplier',
    scope: 'buyerOnly',
    kind: 'file',
    fileName: 'Relationships.xlsx',
    ours: true,
    query: RelationshipDownloadQuery,
  }),
  updateRelationshipStatus: endpoint({
    method: 'POST',
    path: '/relationship/updateRelationshipStatus',
    summary: 'Enable (A) or prohibit (I) a relationship',
    access: 'associateSupplier',
    scope: 'buyerOnly',
    kind: 'json',
    body: RelationshipStatusBody,
    response: NoData,
  }),
  getAdientCompanyList: endpoint({
    method: 'GET',
    path: '/relationship/getAdientCompanyList',
    summary: 'Buyer companies for the picker',
    access: 'associateSupplier',
    scope: 'buyerOnly',
    kind: 'json',
    response: z.array(CompanyOption),
  }),
  getSupplierCompanyList: endpoint({
    method: 'GET',
    path: '/relationship/getSupplierCompanyList',
    summary: 'Supplier companies for the picker',
    access: 'associateSupplier',
    scope: 'buyerOnly',
    kind: 'json',
    response: z.array(CompanyOption),
  }),
  addRelationship: endpoint({
    method: 'POST',
    path: '/relationship/addRelationship',
    summary: 'Link a supplier company to a buyer company (active); an existing link is refused',
    access: 'associateSupplier',
    scope: 'buyerOnly',
    kind: 'json',
    body: AddRelationshipBody,
    response: NoData,
  }),
} as const;
