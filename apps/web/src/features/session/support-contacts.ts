/** Who to reach from the login page's Contact us dialog (addresses are data, labels are translated). */
export interface SupportContact {
  id: 'helpDesk' | 'purchasing' | 'accountsPayable';
  email: string;
  phone: string;
}

export const SUPPORT_CONTACTS: readonly SupportContact[] = [
  { id: 'helpDesk', email: 'portal.support@seating-portal.example', phone: '+86 21 6080 1000' },
  { id: 'purchasing', email: 'scm.planning@seating-portal.example', phone: '+86 21 6080 1020' },
  { id: 'accountsPayable', email: 'ap.invoices@seating-portal.example', phone: '+86 21 6080 1050' },
];
