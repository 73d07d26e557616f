import { companiesEndpoints } from '@portal/contract/companies';
import { useSaveMutation } from '../../../platform/http/use-save-mutation.ts';
import { PLANT_LIST_KEY } from './get-plant-list.ts';

/** POST /plant/addPlant; the plant list of the dialog is refreshed. */
export function useSavePlant() {
  return useSaveMutation(companiesEndpoints.addPlant, [PLANT_LIST_KEY]);
}
