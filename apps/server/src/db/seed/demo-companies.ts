export type CompanySeed = {
  code: string;
  name: string;
  type: 'B' | 'S';
  country: string;
  timeZone: string;
  address: string;
  overdueDay?: number;
  plants?: Array<[code: string, name: string, address: string]>;
  /** buyers: tax rate and price-match tolerances in %, per-currency tolerance amounts (decimal strings) */
  tax?: {
    taxRate: string;
    unitPriceTolerance: string;
    totalAmountTolerance: string;
    taxTolerances: Array<[currency: string, amount: string]>;
    amountTolerances: Array<[currency: string, amount: string]>;
  };
};

/** Two buyer companies with their plants and ten suppliers, as a seating maker's portal would hold them. */
export const DEMO_COMPANIES: CompanySeed[] = [
  {
    code: 'ADCN',
    name: 'Adient Seating (Shanghai) Co., Ltd.',
    type: 'B',
    country: 'CN',
    timeZone: 'Asia/Shanghai',
    address: '1188 Moyu Road, Anting, Jiading District, Shanghai',
    plants: [
      ['SH01', 'Shanghai Anting Plant', '1188 Moyu Road, Anting, Shanghai'],
      ['SH02', 'Shanghai Jinqiao Plant', '377 Jinhu Road, Pudong, Shanghai'],
      ['CQ01', 'Chongqing Liangjiang Plant', '16 Jinyu Avenue, Liangjiang New Area, Chongqing'],
      ['WH01', 'Wuhan Economic Zone Plant', '88 Dongfeng Avenue, Wuhan'],
    ],
    tax: {
      taxRate: '13',
      unitPriceTolerance: '0.5',
      totalAmountTolerance: '1',
      taxTolerances: [
        ['CNY', '1'],
        ['USD', '0.15'],
      ],
      amountTolerances: [
        ['CNY', '5'],
        ['USD', '0.75'],
      ],
    },
  },
  {
    code: 'ADTH',
    name: 'Adient Seating (Thailand) Co., Ltd.',
    type: 'B',
    country: 'TH',
    timeZone: 'Asia/Bangkok',
    address: '7/298 Amata City Industrial Estate, Rayong',
    plants: [
      ['RY01', 'Rayong Amata Plant', '7/298 Amata City, Pluak Daeng, Rayong'],
      ['CB01', 'Chonburi Pinthong Plant', '789/12 Pinthong Industrial Estate, Si Racha, Chonburi'],
      ['AY01', 'Ayutthaya Rojana Plant', '1/51 Rojana Industrial Park, Uthai, Ayutthaya'],
    ],
    tax: {
      taxRate: '7',
      unitPriceTolerance: '0.5',
      totalAmountTolerance: '0.8',
      taxTolerances: [
        ['THB', '5'],
        ['USD', '0.15'],
      ],
      amountTolerances: [
        ['THB', '20'],
        ['USD', '0.6'],
      ],
    },
  },
  {
    code: 'S100101',
    name: 'Ningbo Jiali Metal Stamping Co., Ltd.',
    type: 'S',
    country: 'CN',
    timeZone: 'Asia/Shanghai',
    address: '58 Binhai Road, Beilun, Ningbo',
    overdueDay: 3,
  },
  {
    code: 'S100102',
    name: 'Suzhou Huatai Foam Technology Co., Ltd.',
    type: 'S',
    country: 'CN',
    timeZone: 'Asia/Shanghai',
    address: '21 Suhong Road, Suzhou Industrial Park',
    overdueDay: 2,
  },
  {
    code: 'S100103',
    name: 'Changchun Fuwei Seat Frames Co., Ltd.',
    type: 'S',
    country: 'CN',
    timeZone: 'Asia/Shanghai',
    address: '3999 Dongfeng Street, Changchun',
    overdueDay: 3,
  },
  {
    code: 'S100104',
    name: 'Wuxi Hengtong Fasteners Co., Ltd.',
    type: 'S',
    country: 'CN',
    timeZone: 'Asia/Shanghai',
    address: '9 Xinhua Road, Xinwu District, Wuxi',
    overdueDay: 5,
  },
  {
    code: 'S100105',
    name: 'Siam Textile Covers Co., Ltd.',
    type: 'S',
    country: 'TH',
    timeZone: 'Asia/Bangkok',
    address: '55 Moo 4, Bang Pu Industrial Estate, Samut Prakan',
    overdueDay: 3,
  },
  {
    code: 'S100106',
    name: 'Rayong Precision Plastics Co., Ltd.',
    type: 'S',
    country: 'TH',
    timeZone: 'Asia/Bangkok',
    address: '64/12 Eastern Seaboard Industrial Estate, Rayong',
    overdueDay: 2,
  },
  {
    code: 'S100107',
    name: 'Thai Seat Mechanisms Co., Ltd.',
    type: 'S',
    country: 'TH',
    timeZone: 'Asia/Bangkok',
    address: '700/88 Amata Nakorn, Chonburi',
    overdueDay: 4,
  },
  {
    code: 'S100108',
    name: 'Guangzhou Ruifeng Recliner Co., Ltd.',
    type: 'S',
    country: 'CN',
    timeZone: 'Asia/Shanghai',
    address: '12 Kaichuang Avenue, Huangpu, Guangzhou',
    overdueDay: 3,
  },
  {
    code: 'S100109',
    name: 'Chonburi Wire Harness Co., Ltd.',
    type: 'S',
    country: 'TH',
    timeZone: 'Asia/Bangkok',
    address: '300/5 Hemaraj Chonburi Industrial Estate',
    overdueDay: 3,
  },
  {
    code: 'S100110',
    name: 'Hangzhou Lianda Headrest Co., Ltd.',
    type: 'S',
    country: 'CN',
    timeZone: 'Asia/Shanghai',
    address: '77 Hongxing Road, Xiaoshan, Hangzhou',
    overdueDay: 3,
  },
];

/** Which supplier delivers to which buyer; S100101 supplies both, S100110 is inactive with ADCN. */
export const DEMO_RELATIONSHIPS: Array<[buyer: string, supplier: string, status: 'A' | 'I']> = [
  ['ADCN', 'S100101', 'A'],
  ['ADCN', 'S100102', 'A'],
  ['ADCN', 'S100103', 'A'],
  ['ADCN', 'S100104', 'A'],
  ['ADCN', 'S100108', 'A'],
  ['ADCN', 'S100110', 'I'],
  ['ADTH', 'S100101', 'A'],
  ['ADTH', 'S100105', 'A'],
  ['ADTH', 'S100106', 'A'],
  ['ADTH', 'S100107', 'A'],
  ['ADTH', 'S100109', 'A'],
];
