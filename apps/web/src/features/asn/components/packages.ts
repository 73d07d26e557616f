import { type AsnDetailLine, SaveAsnPackage } from '@portal/contract/asn';
import { scaled, unscaled } from './decimal-math.ts';
import type { LineValues, PackageValues } from './wizard-values.ts';

const PACKAGE_QTY = SaveAsnPackage.shape.qtyOfPackaging;

/** Total ASN quantity per part number (a part may ship on several order lines). */
function totalsByPart(lines: readonly AsnDetailLine[], values: readonly LineValues[]): Map<string, bigint> {
  const totals = new Map<string, bigint>();
  lines.forEach((line, index) => {
    const qty = scaled(values[index]?.asnQty ?? '') ?? 0n;
    totals.set(line.partNo, (totals.get(line.partNo) ?? 0n) + qty);
  });
  return totals;
}

/**
 * The packages of the lines: per line as many as its ASN quantity needs at its lot size, the last one
 * holding the rest. They are numbered through the ASN (`<ASN no>-001` ...), as the server numbers the
 * packages it builds, so a label's package number names one package of one ASN; before the draft has a
 * number they are numbered per part (`<part>-001`) and renumbered when the saved lines rebuild them.
 * Lines without valid quantities get none.
 */
export function packagesOfLines(
  lines: readonly AsnDetailLine[],
  values: readonly LineValues[],
  asnNo: string | null,
): PackageValues[] {
  const numbers = new Map<string, number>();
  return lines.flatMap((line, index) => {
    let left = scaled(values[index]?.asnQty ?? '') ?? 0n;
    const lot = scaled(values[index]?.lotSizeQty ?? '') ?? 0n;
    if (left <= 0n || lot <= 0n) return [];
    const prefix = asnNo ?? line.partNo;
    const packages: PackageValues[] = [];
    while (left > 0n) {
      const qty = left < lot ? left : lot;
      const n = (numbers.get(prefix) ?? 0) + 1;
      numbers.set(prefix, n);
      packages.push({
        partNo: line.partNo,
        packageNo: `${prefix}-${String(n).padStart(3, '0')}`,
        qtyOfPackaging: unscaled(qty),
      });
      left -= qty;
    }
    return packages;
  });
}

/** Parts whose packages do not add up to their ASN quantity (or whose package quantity is no number). */
export function unbalancedParts(
  lines: readonly AsnDetailLine[],
  values: readonly LineValues[],
  packages: readonly PackageValues[],
): string[] {
  const packed = new Map<string, bigint>();
  const broken = new Set<string>();
  for (const item of packages) {
    const qty = PACKAGE_QTY.safeParse(item.qtyOfPackaging).success ? scaled(item.qtyOfPackaging ?? '') : null;
    if (qty === null) broken.add(item.partNo);
    packed.set(item.partNo, (packed.get(item.partNo) ?? 0n) + (qty ?? 0n));
  }
  const totals = totalsByPart(lines, values);
  return [...totals.keys()].filter(
    (part) => broken.has(part) || (packed.get(part) ?? 0n) !== totals.get(part),
  );
}

/** Package quantity: required, > 0, at most 2 decimals. */
export function packageQtyProblem(value: string | undefined): string | null {
  if (!value?.trim()) return 'packageQtyReq';
  return PACKAGE_QTY.safeParse(value).success ? null : 'lotSizeValid';
}
