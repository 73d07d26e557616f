import type { UserRow } from '@portal/contract/users';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { findDialog } from '../../../test/dialog.ts';
import { renderWithApp } from '../../../test/render-with-app.tsx';
import { jsonReply, stubFetch } from '../../../test/stub-fetch.ts';
import { supplierUser } from '../testing/user-rows.ts';
import { UserPlantsDialog } from './user-plants-dialog.tsx';

const buyerUser: UserRow = { ...supplierUser, userId: 8, userCode: 'buyer.b', userType: 'B' };

function openDialog(user: UserRow) {
  stubFetch(() => jsonReply({ code: 200, msg: '', data: [] }));
  renderWithApp(<UserPlantsDialog user={user} onClose={() => undefined} />);
  return findDialog('Plants of the user');
}

describe('UserPlantsDialog', () => {
  it("tells that a buyer user's buyer plants narrow its data, none meaning every plant", async () => {
    await openDialog(buyerUser);
    expect(screen.getByText(/sees and acts on only the delivery schedules/)).toBeInTheDocument();
    expect(screen.getByText(/with none checked, those of every plant of its companies/)).toBeInTheDocument();
  });

  it("tells that a supplier user's plants do not narrow its data", async () => {
    await openDialog(supplierUser);
    expect(screen.getByText(/the plants checked here do not narrow it/)).toBeInTheDocument();
    expect(screen.queryByText(/sees and acts on only/)).not.toBeInTheDocument();
  });
});
