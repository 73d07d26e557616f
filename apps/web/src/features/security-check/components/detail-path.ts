/** The detail screen (spec 2 §2): `type` view or edit, and the gate entry's id. */
export type DetailMode = 'view' | 'edit';

export function detailPath(type: DetailMode, id: number): string {
  return `/securityCheckQuery/detail?type=${type}&id=${id}`;
}
