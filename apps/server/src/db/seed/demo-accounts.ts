/** The documented demo password of every demo account (README, start-up banner). */
export const DEMO_PASSWORD = 'Portal#2026';

export interface DemoAccount {
  userCode: string;
  userName: string;
  role: string;
  userType: 'B' | 'S';
  companies: string[];
  language: 'zh' | 'en' | 'th';
}

export const DEMO_ACCOUNTS: DemoAccount[] = [
  {
    userCode: 'superadmin',
    userName: 'Zhang Wei',
    role: 'SupperAdmin',
    userType: 'B',
    companies: ['ADCN', 'ADTH'],
    language: 'zh',
  },
  {
    userCode: 'admin',
    userName: 'Li Na',
    role: 'Adient-Admin',
    userType: 'B',
    companies: ['ADCN', 'ADTH'],
    language: 'zh',
  },
  {
    userCode: 'scm',
    userName: 'Wang Fang',
    role: 'Adient-SCM',
    userType: 'B',
    companies: ['ADCN'],
    language: 'zh',
  },
  {
    userCode: 'ap',
    userName: 'Somchai Prasert',
    role: 'Adient-AP',
    userType: 'B',
    companies: ['ADCN', 'ADTH'],
    language: 'en',
  },
  {
    userCode: 'supplier.a',
    userName: 'Chen Jie',
    role: 'Supplier',
    userType: 'S',
    companies: ['S100101'],
    language: 'zh',
  },
  {
    userCode: 'supplier.b',
    userName: 'Niran Chaiyaporn',
    role: 'Supplier',
    userType: 'S',
    companies: ['S100105'],
    language: 'th',
  },
];
