import { lookupEndpoints, type PropType } from '@portal/contract/lookup';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../platform/http/call-endpoint.ts';
import { useCurrentLocale } from '../../../platform/i18n/current-locale.ts';
import type { RemoteOption } from './list-filter.ts';

/** Property lists change rarely; labels follow the language, which is part of the key. */
const PROPERTY_STALE_MS = 10 * 60 * 1000;

export function getPropertyOptions(propType: PropType): Promise<RemoteOption[]> {
  return callEndpoint(lookupEndpoints.getProperties, { query: { propType } }).then((options) =>
    options.map((option) => ({ value: option.propKey, label: option.propName })),
  );
}

export function propertyOptionsQuery(propType: PropType, locale: string) {
  return queryOptions({
    queryKey: [lookupEndpoints.getProperties.path, { propType }, locale],
    queryFn: () => getPropertyOptions(propType),
    staleTime: PROPERTY_STALE_MS,
  });
}

/** Options of a property list (`/propertiesInfo/getProperties?propType=`), labelled in the current language. */
export function usePropertyOptions(propType: PropType) {
  const locale = useCurrentLocale();
  return useQuery(propertyOptionsQuery(propType, locale));
}
