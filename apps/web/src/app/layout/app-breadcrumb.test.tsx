import type { MenuResource } from '@portal/contract/session';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useBreadcrumbParent } from '../../platform/navigation/breadcrumb-parent.ts';
import { renderWithApp } from '../../test/render-with-app.tsx';
import { AppBreadcrumb } from './app-breadcrumb.tsx';

const leaf = (code: string, name: string): MenuResource => ({
  resourcesCode: code,
  resourcesIcon: null,
  path: `/${code}`,
  name,
  children: null,
});
const asn: MenuResource = {
  resourcesCode: 'asnManagement',
  resourcesIcon: null,
  path: null,
  name: 'ASN Management',
  children: [leaf('asnCreate', 'ASN Creation'), leaf('asnQuery', 'ASN History')],
};

function Screen({ parent }: { parent?: string }) {
  useBreadcrumbParent(parent);
  return <AppBreadcrumb menus={[asn]} />;
}

function crumbs(): string[] {
  return [...document.querySelectorAll('.ant-breadcrumb li')]
    .map((item) => item.textContent ?? '')
    .filter((text) => text && text !== '/');
}

describe('breadcrumb of a screen outside the menu', () => {
  it('reads the trail of the list the screen names as its parent (spec 2 §2: ASN History)', async () => {
    renderWithApp(<Screen parent="/asnQuery" />, { path: '/asnDetail' });
    await screen.findByText('ASN History');
    expect(crumbs()).toEqual(['ASN Management', 'ASN History', 'ASN Detail']);
  });

  it('shows the screen name alone without a parent', () => {
    renderWithApp(<Screen />, { path: '/asnDetail' });
    expect(crumbs()).toEqual(['ASN Detail']);
  });
});
