import { usersEndpoints } from '@portal/contract/users';
import { useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../platform/http/call-endpoint.ts';
import { useCurrentLocale } from '../../../platform/i18n/current-locale.ts';

const endpoint = usersEndpoints.getCountryList;

/** Country names follow the language, so the language is part of the key; the list itself never changes. */
export function useCountryOptions() {
  const locale = useCurrentLocale();
  return useQuery({
    queryKey: [endpoint.path, locale],
    queryFn: async () =>
      (await callEndpoint(endpoint)).map((country) => ({
        value: country.countryCode,
        label: `${country.countryCode} ${country.countryName}`,
      })),
    staleTime: Number.POSITIVE_INFINITY,
  });
}
