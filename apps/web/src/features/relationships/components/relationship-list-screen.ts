import { getRelationshipPageQueryOptions } from '../api/get-relationship-page.ts';
import { relationshipColumns } from './relationship-columns.tsx';

/** Spec 3 §9: the relationship table offers 10, 20, 50, 100 and 500 rows per page. */
const RELATIONSHIP_PAGE_SIZES = [10, 20, 50, 100, 500] as const;

/** The list of /associateSupplier: what its page shows and its route prefetch asks for first. */
export const relationshipListScreen = {
  columns: relationshipColumns,
  queryOptions: getRelationshipPageQueryOptions,
  pageSizes: RELATIONSHIP_PAGE_SIZES,
};
