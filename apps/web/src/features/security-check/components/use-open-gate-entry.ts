import { useNavigate } from 'react-router';
import { useHasAuthority } from '../../../platform/session/use-authorities.ts';
import { findGateEntry } from '../api/find-gate-entry.ts';
import { detailPath } from './detail-path.ts';
import { asnNoOfLabel } from './label-asn.ts';

/** The create screen, started with the ASN number as if the guard had typed it. */
export function createPathFor(asnNo: string): string {
  return `/securityCheckCreate?${new URLSearchParams({ asnNo })}`;
}

/**
 * What a scanned ASN label opens: the ASN's gate entry when one is recorded (to edit where the user may,
 * else to view), never a second one; otherwise `onNew` with the ASN number.
 */
export function useOpenGateEntry(onNew: (asnNo: string) => void) {
  const navigate = useNavigate();
  const mayEdit = useHasAuthority('editSecurityCheck');
  return async (scanned: string) => {
    const asnNo = asnNoOfLabel(scanned);
    if (!asnNo) return;
    const existing = await findGateEntry(asnNo);
    if (!existing) return onNew(asnNo);
    await navigate(detailPath(existing.editable && mayEdit ? 'edit' : 'view', existing.id));
  };
}
