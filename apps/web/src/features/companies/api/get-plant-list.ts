import { companiesEndpoints } from '@portal/contract/companies';
import { useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../platform/http/call-endpoint.ts';

const endpoint = companiesEndpoints.plantList;

/** The key of every company's plant list, so a plant save refreshes the list shown. */
export const PLANT_LIST_KEY = [endpoint.path] as const;

/** GET /plant/getPlantListByCompanyId: the plants of one company, by code. */
export function usePlantList(companyId: number) {
  return useQuery({
    queryKey: [...PLANT_LIST_KEY, companyId],
    queryFn: () => callEndpoint(endpoint, { query: { companyId } }),
  });
}
