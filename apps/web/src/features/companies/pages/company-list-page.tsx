import { ListPage } from '../../../components/list-kit/list-page.tsx';
import { getCompanyPageQueryOptions } from '../api/get-company-page.ts';
import { companyColumns } from '../components/company-columns.tsx';

/** Spec 3 §9: the company table offers 10, 20, 50, 100 and 500 rows per page. */
const COMPANY_PAGE_SIZES = [10, 20, 50, 100, 500] as const;

/** /companyMgt: company management list. Add/edit, plants and tax dialogs join as actions and toolbar buttons. */
export function CompanyListPage() {
  return (
    <ListPage
      ns="companies"
      columns={companyColumns}
      queryOptions={getCompanyPageQueryOptions}
      rowKey="companyId"
      pageSizes={COMPANY_PAGE_SIZES}
    />
  );
}
