import { callEndpointQuiet } from '../../../platform/http/call-endpoint.ts';
import { setCurrencyType } from '../../../platform/session/session-storage.ts';
import { sessionRoutes } from './session-routes.ts';

/**
 * Currency options are kept in the session for the invoice and finance screens. A failure here must
 * not block sign-in: those screens load the list again when it is missing.
 */
export async function loadCurrencyType(): Promise<void> {
  try {
    setCurrencyType(
      await callEndpointQuiet(sessionRoutes.getProperties, { query: { propType: 'currencyType' } }),
    );
  } catch {
    // left empty on purpose; see above
  }
}
