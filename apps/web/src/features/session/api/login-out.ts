import { sessionEndpoints } from '@portal/contract/session';
import { callEndpointQuiet } from '../../../platform/http/call-endpoint.ts';

/** Ends the server session; the web clears its own session whatever the answer. */
export async function loginOut(): Promise<void> {
  try {
    await callEndpointQuiet(sessionEndpoints.loginOut);
  } catch {
    // the session may already be gone on the server; exit goes on
  }
}
