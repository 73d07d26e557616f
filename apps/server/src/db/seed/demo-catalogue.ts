/**
 * What each demo supplier makes, for the demo parts, prices and packaging: a seating maker's bill of
 * materials (frames, foam, covers, mechanisms, fasteners, harnesses, plastics).
 */
export interface SupplierCatalogue {
  /** part families; a part's description is a family plus a variant */
  families: string[];
  uom: string;
  /** standard quantities per package, picked by part */
  lotSizes: number[];
  /** price range of the family, in the buyer's currency, as integers of 1/10000 */
  priceFrom: number;
  priceSpread: number;
  containers: string[];
  partGroup: string;
}

export const SUPPLIER_CATALOGUE: Record<string, SupplierCatalogue> = {
  S100101: {
    families: [
      'Seat frame side bracket',
      'Recliner mounting plate',
      'Seat track reinforcement',
      'Cushion pan',
      'Backrest cross member',
      'Headrest guide bracket',
      'Seat belt anchor plate',
      'Hinge plate',
    ],
    uom: 'EA',
    lotSizes: [50, 100, 200],
    priceFrom: 35_000,
    priceSpread: 400_000,
    containers: ['KLT-6414', 'KLT-6429', 'GLT-1210'],
    partGroup: 'STAMPING',
  },
  S100102: {
    families: [
      'Cushion foam pad',
      'Backrest foam pad',
      'Side bolster foam',
      'Headrest foam core',
      'Armrest foam',
      'Thigh support foam',
      'Lumbar foam insert',
    ],
    uom: 'EA',
    lotSizes: [10, 20, 24],
    priceFrom: 180_000,
    priceSpread: 900_000,
    containers: ['RACK-FM02', 'FLC-1208'],
    partGroup: 'FOAM',
  },
  S100103: {
    families: [
      'Front seat frame assembly',
      'Rear seat frame assembly',
      'Backrest frame',
      'Cushion frame',
      'Seat riser',
      'Tubular headrest frame',
    ],
    uom: 'EA',
    lotSizes: [8, 12, 16],
    priceFrom: 1_200_000,
    priceSpread: 4_800_000,
    containers: ['RACK-SF01'],
    partGroup: 'FRAME',
  },
  S100104: {
    families: [
      'Hex flange bolt M8x20',
      'Hex flange nut M8',
      'Weld nut M6',
      'Torx screw M6x16',
      'Push-on clip',
      'Spring washer M10',
      'Shoulder bolt M10',
      'Blind rivet 5x12',
    ],
    uom: 'PC',
    lotSizes: [500, 1000, 2000],
    priceFrom: 800,
    priceSpread: 12_000,
    containers: ['KLT-4314', 'KLT-4329'],
    partGroup: 'FASTENER',
  },
  S100105: {
    families: [
      'Seat cover fabric',
      'Backrest cover leather',
      'Headrest cover',
      'Armrest cover',
      'Cushion trim cover',
      'Side bolster cover',
    ],
    uom: 'EA',
    lotSizes: [20, 30, 40],
    priceFrom: 1_500_000,
    priceSpread: 6_000_000,
    containers: ['CTN-6040', 'FLC-1208'],
    partGroup: 'TRIM',
  },
  S100106: {
    families: [
      'Seat side shield',
      'Recliner handle',
      'Track end cap',
      'Backrest rear panel',
      'Cup holder insert',
      'Trim clip',
    ],
    uom: 'EA',
    lotSizes: [50, 100, 250],
    priceFrom: 60_000,
    priceSpread: 1_400_000,
    containers: ['KLT-6414', 'KLT-6429'],
    partGroup: 'PLASTIC',
  },
  S100107: {
    families: [
      'Recliner mechanism',
      'Seat track assembly',
      'Height adjuster',
      'Lumbar support mechanism',
      'Easy-entry latch',
    ],
    uom: 'EA',
    lotSizes: [20, 40],
    priceFrom: 2_500_000,
    priceSpread: 9_000_000,
    containers: ['GLT-1210', 'KLT-6429'],
    partGroup: 'MECHANISM',
  },
  S100108: {
    families: [
      'Manual recliner',
      'Power recliner motor',
      'Recliner release cable',
      'Recliner spring',
      'Recliner gear set',
    ],
    uom: 'EA',
    lotSizes: [24, 48],
    priceFrom: 220_000,
    priceSpread: 1_800_000,
    containers: ['KLT-6429', 'GLT-1210'],
    partGroup: 'MECHANISM',
  },
  S100109: {
    families: [
      'Seat heater harness',
      'Power seat harness',
      'Airbag sensor harness',
      'Occupant sensor cable',
      'Seat belt reminder harness',
    ],
    uom: 'EA',
    lotSizes: [25, 50, 100],
    priceFrom: 900_000,
    priceSpread: 3_500_000,
    containers: ['CTN-6040', 'KLT-6414'],
    partGroup: 'HARNESS',
  },
  S100110: {
    families: ['Headrest assembly', 'Headrest guide sleeve', 'Headrest lock button'],
    uom: 'EA',
    lotSizes: [20, 40],
    priceFrom: 400_000,
    priceSpread: 2_200_000,
    containers: ['KLT-6429'],
    partGroup: 'HEADREST',
  },
};

/** Variants a part family comes in. */
export const PART_VARIANTS = ['LH', 'RH', 'driver', 'passenger', '2nd row', '3rd row', 'base', 'premium'];

/** Vehicle models and planners per buyer company. */
export const BUYER_PROGRAMMES: Record<string, { models: string[]; planners: string[]; currency: string }> = {
  ADCN: {
    models: ['VW Tiguan L', 'Buick GL8', 'Cadillac XT5', 'Geely Monjaro', 'BYD Han'],
    planners: ['Wang Fang', 'Liu Yang', 'Zhao Lei'],
    currency: 'CNY',
  },
  ADTH: {
    models: ['Toyota Hilux Revo', 'Isuzu D-Max', 'Ford Ranger', 'Mazda BT-50', 'Honda City'],
    planners: ['Somsak Kittisak', 'Pimchanok Suwan', 'Anan Thongdee'],
    currency: 'THB',
  },
};

/** Returnable containers of the demo: [code, type, max load kg, foldable, L, W, H mm, weight kg, material]. */
export const DEMO_CONTAINERS: Array<
  [string, string, string, 'Y' | 'N', number, number, number, string, string]
> = [
  ['PLT-1210', 'Pallet', '1000.00', 'N', 1200, 1000, 150, '25.00', 'Wood'],
  ['PLT-1208-P', 'Pallet', '800.00', 'N', 1200, 800, 160, '18.50', 'HDPE'],
  ['KLT-4314', 'Small load carrier', '20.00', 'N', 400, 300, 147, '0.95', 'PP'],
  ['KLT-4329', 'Small load carrier', '30.00', 'N', 400, 300, 280, '1.40', 'PP'],
  ['KLT-6414', 'Small load carrier', '30.00', 'N', 600, 400, 147, '1.60', 'PP'],
  ['KLT-6429', 'Small load carrier', '50.00', 'N', 600, 400, 280, '2.30', 'PP'],
  ['GLT-1210', 'Large load carrier', '500.00', 'N', 1200, 1000, 975, '62.00', 'Steel'],
  ['FLC-1208', 'Foldable large container', '400.00', 'Y', 1200, 800, 975, '48.00', 'PP'],
  ['RACK-SF01', 'Seat frame rack', '600.00', 'Y', 1600, 1200, 1300, '95.00', 'Steel'],
  ['RACK-FM02', 'Foam rack', '150.00', 'Y', 1600, 1200, 1800, '70.00', 'Steel'],
  ['CTN-6040', 'Carton', '25.00', 'N', 600, 400, 400, '0.80', 'Corrugated board'],
  ['CTN-4030', 'Carton', '15.00', 'N', 400, 300, 300, '0.45', 'Corrugated board'],
];
