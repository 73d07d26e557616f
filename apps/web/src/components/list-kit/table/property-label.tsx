import type { PropType } from '@portal/contract/lookup';
import { usePropertyOptions } from '../query-form/use-property-options.ts';

/** A property key (e.g. a reject type) as its label in the current language; the key while labels load. */
export function PropertyLabel({ propType, value }: { propType: PropType; value: string | null }) {
  const options = usePropertyOptions(propType);
  if (!value) return null;
  return <>{options.data?.find((option) => option.value === value)?.label ?? value}</>;
}

/** `render` of a column holding a property key: `render: renderProperty('rejectType')`. */
export function renderProperty(propType: PropType) {
  return (value: string | null) => <PropertyLabel propType={propType} value={value} />;
}
