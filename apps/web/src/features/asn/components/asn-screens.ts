/** Routes of the ASN screens (spec 2 §2). */
export const ASN_CREATE_PATH = '/asnCreate';
export const ASN_HISTORY_PATH = '/asnQuery';
export const ASN_WIZARD_PATH = '/asnDetail';

/** Spec 2 §9: the ASN lists are at most 425 px high. */
export const ASN_TABLE_HEIGHT = 425;
