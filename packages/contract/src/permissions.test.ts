import { describe, expect, it } from 'vitest';
import { BUTTON_CODES, MENU_CODES, permissionsOfUserType, SUPPLIER_ACTIONS } from './permissions.ts';

describe('permissionsOfUserType', () => {
  const everything = [...MENU_CODES, ...BUTTON_CODES];

  it("keeps none of the supplier's actions for a buyer, whatever its role holds", () => {
    const buyer = permissionsOfUserType('B', everything);
    expect(
      buyer.filter((permission) => (SUPPLIER_ACTIONS as readonly string[]).includes(permission)),
    ).toEqual([]);
    expect(buyer).toEqual(
      expect.arrayContaining(['approveFeedback', 'cancelAsn', 'ReceiveInvoice', 'asnQuery']),
    );
  });

  it('keeps everything a supplier holds', () => {
    expect(permissionsOfUserType('S', everything)).toEqual(everything);
  });
});
