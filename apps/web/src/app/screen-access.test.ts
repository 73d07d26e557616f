import { describe, expect, it } from 'vitest';
import { menusOfRole } from '../test/menus-of-role.ts';
import { SCREEN_ROUTES } from './route-screens.ts';
import { mayOpenScreen } from './screen-access.ts';

const opens = (role: Parameters<typeof menusOfRole>[0]) => {
  const menus = menusOfRole(role);
  return SCREEN_ROUTES.map((route) => route.path).filter((path) => mayOpenScreen(path, menus));
};

describe('mayOpenScreen', () => {
  it('keeps a supplier out of system management and gate screens it has no menu for, typed URL or not', () => {
    const supplier = opens('Supplier');
    for (const path of ['/userMgt', '/userRole', '/companyMgt', '/associateSupplier', '/webServiceLog'])
      expect(supplier).not.toContain(path);
    expect(supplier).toEqual(expect.arrayContaining(['/dashboard', '/asnCreate', '/queryInvoice']));
  });

  it('opens a detail screen to whoever may open a screen it is reached from', () => {
    const supplier = opens('Supplier');
    expect(supplier).toEqual(
      expect.arrayContaining(['/asnDetail', '/invoiceDetailApView', '/invoiceViewWriteoff']),
    );
    // AP holds Invoice Query but no create list: the detail routes open from the list
    expect(opens('Adient-AP')).toEqual(
      expect.arrayContaining(['/invoiceDetailApEdit', '/invoiceDetailIndiaView']),
    );
  });

  it('lets the super administrator open every screen and nobody a screen the portal does not have', () => {
    expect(opens('SupperAdmin')).toEqual(SCREEN_ROUTES.map((route) => route.path));
    expect(mayOpenScreen('/nowhere', menusOfRole('SupperAdmin'))).toBe(false);
  });
});
