import { z } from 'zod';
import { parseStored } from './session-storage.ts';

/**
 * What one screen hands the ASN screens through the session (spec 2 §2): the schedule lines or GRs
 * chosen for a new ASN, or the ASN opened from the history, with the flag telling whether the wizard was
 * opened from the history flow; and an ASN number clicked elsewhere, which the history then searches for.
 * Kept in session storage so a reload of /asnDetail still shows the same ASN.
 */
export const AsnWizardHandoff = z.union([
  // first: a saved ASN also carries asnHistory false once a new one was saved
  z.object({ asnHistory: z.boolean(), asnHeaderId: z.number().int().positive() }),
  z.object({
    asnHistory: z.literal(false),
    scheduleDetailIds: z.array(z.number().int().positive()).optional(),
    grIds: z.array(z.number().int().positive()).optional(),
  }),
]);
export type AsnWizardHandoff = z.infer<typeof AsnWizardHandoff>;

const WIZARD_KEY = 'asnDetail';
const ASN_NO_KEY = 'asnNo';

export function handAsnToWizard(handoff: AsnWizardHandoff): void {
  sessionStorage.setItem(WIZARD_KEY, JSON.stringify(handoff));
}

export function readAsnWizardHandoff(): AsnWizardHandoff | null {
  return parseStored(sessionStorage.getItem(WIZARD_KEY), AsnWizardHandoff);
}

/** Another screen shows an ASN number as a link: the history opens searching for it. */
export function handAsnNoToHistory(asnNo: string): void {
  sessionStorage.setItem(ASN_NO_KEY, asnNo);
}

export function readAsnNoForHistory(): string | null {
  return sessionStorage.getItem(ASN_NO_KEY) || null;
}

/** Once the history has searched for it: a later visit from the menu starts unfiltered. */
export function forgetAsnNoForHistory(): void {
  sessionStorage.removeItem(ASN_NO_KEY);
}
