import { z } from 'zod';
import { CompanyType } from './common.ts';
import { endpoint } from './endpoint.ts';

/** Property lists the screens load by `propType`. */
export const PROP_TYPES = [
  'currencyType',
  'overseaType',
  'whtRate',
  'tEdi',
  'scheduleType',
  'scheduleStatus',
  'scheduleActive',
  'asnStatus',
  'rejectType',
  'invoiceStatus',
  'companyType',
  'userStatus',
] as const;
export const PropType = z.enum(PROP_TYPES);
export type PropType = z.infer<typeof PropType>;

export const PropertyOption = z.object({
  propKey: z.string().describe('value sent back to the server'),
  propName: z.string().describe("label in the caller's language"),
});
export type PropertyOption = z.infer<typeof PropertyOption>;

export const CompanyOption = z.object({
  companyId: z.number().int(),
  companyCode: z.string(),
  companyName: z.string(),
});
export type CompanyOption = z.infer<typeof CompanyOption>;

export const PlantOption = z.object({
  plantId: z.number().int(),
  plantCode: z.string(),
  plantName: z.string(),
  companyId: z.number().int(),
  companyCode: z.string(),
});
export type PlantOption = z.infer<typeof PlantOption>;

export const lookupEndpoints = {
  getProperties: endpoint({
    method: 'GET',
    path: '/propertiesInfo/getProperties',
    summary: "Options of one property list, labelled in the caller's language",
    access: 'authenticated',
    scope: 'none',
    kind: 'json',
    query: z.object({ propType: PropType }),
    response: z.array(PropertyOption),
  }),
  companyQuery: endpoint({
    method: 'POST',
    path: '/company/query',
    summary:
      'Companies of a type the caller works with: buyers see their own buyer companies and their active suppliers; a supplier sees itself and its active buyers',
    access: 'authenticated',
    scope: 'own',
    kind: 'json',
    body: z.object({ companyType: CompanyType }),
    response: z.array(CompanyOption),
  }),
  supplierList: endpoint({
    method: 'POST',
    path: '/company/getSpList',
    summary: 'Suppliers with an active relationship to a buyer company',
    access: 'authenticated',
    scope: 'own',
    kind: 'json',
    body: z.object({ buyerCompanyId: z.coerce.number().int().positive() }),
    response: z.array(CompanyOption),
  }),
  plantQuery: endpoint({
    method: 'GET',
    path: '/plant/query',
    summary: 'Ship-to plants of the buyer companies the caller works with (optionally of one company)',
    access: 'authenticated',
    scope: 'own',
    kind: 'json',
    query: z.object({ companyCode: z.string().max(20).optional() }),
    response: z.array(PlantOption),
  }),
} as const;
