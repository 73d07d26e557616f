import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { menusOfRole } from '../../test/menus-of-role.ts';
import { renderWithApp } from '../../test/render-with-app.tsx';
import { SideMenu } from './side-menu.tsx';

const menus = menusOfRole('Supplier');

function renderMenu() {
  return renderWithApp(<SideMenu menus={menus} collapsed={false} />, {
    path: '/dashboard',
    routes: [{ path: '/asnQuery', element: <SideMenu menus={menus} collapsed={false} /> }],
  });
}

describe('the side menu', () => {
  it('makes each screen a real link, which opens in a new tab like any link', async () => {
    renderMenu();
    const dashboard = await screen.findByRole('link', { name: 'Dashboard' });
    expect(dashboard).toHaveAttribute('href', '/dashboard');
    fireEvent.click(screen.getByText('ASN Management'));
    expect(await screen.findByRole('link', { name: 'ASN History' })).toHaveAttribute('href', '/asnQuery');
  });

  it('goes to the screen once on a plain click, and stays put on a Ctrl-click (the browser opens a tab)', async () => {
    const { router } = renderMenu();
    fireEvent.click(await screen.findByText('ASN Management'));
    const history = await screen.findByRole('link', { name: 'ASN History' });
    fireEvent.click(history, { ctrlKey: true });
    expect(router.state.location.pathname).toBe('/dashboard');
    fireEvent.click(history);
    expect(router.state.location.pathname).toBe('/asnQuery');
    // one entry for one click: Back returns to the dashboard
    await router.navigate(-1);
    expect(router.state.location.pathname).toBe('/dashboard');
  });
});
