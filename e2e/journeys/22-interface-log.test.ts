import { mkdtemp, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { ScheduleReleaseInput } from '@portal/contract/erp-inbound';
import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { snapshot, useBrowser } from '../support/browser.ts';
import { setUserLanguage } from '../support/db.ts';
import { issueErpApiKey, publishRelease, type ReleaseTarget, releaseTarget } from '../support/erp.ts';
import { columnTexts, expandFilters, filterField, tableRows, waitForRows } from '../support/lists.ts';
import { button, login, menuItem, pickOption, switchLanguage, waitForPath } from '../support/portal.ts';
import { type Locale, text } from '../support/texts.ts';

const ui = useBrowser();
const il = (locale: Locale, key: string) => text(locale, `interfaceLog:${key}`);

const ACCEPTED = 'E2E-IL-OK';
const REFUSED = 'E2E-IL-BAD';

function release(releaseNo: string, target: ReleaseTarget, buyerCompanyCode = target.buyerCompanyCode) {
  const today = new Date().toISOString().slice(0, 10);
  return {
    releaseNo,
    releaseDate: today,
    buyerCompanyCode,
    lines: [
      {
        orderNo: 'PO-E2E-22',
        lineNo: '10',
        partNo: target.partNo,
        shipToPlant: target.plantCode,
        supplierCode: target.supplierCode,
        details: [{ deliveryDate: today, scheduleType: 'Firm', requestQty: '12' }],
      },
    ],
  } satisfies ScheduleReleaseInput;
}

const rowOf = (page: Page, referenceNo: string): Locator => tableRows(page).filter({ hasText: referenceNo });

/** Saves the file a click downloads; answers its suggested name and content. */
async function downloadOf(page: Page, click: () => Promise<void>) {
  const dir = await mkdtemp(path.join(tmpdir(), 'portal-e2e-'));
  const [download] = await Promise.all([page.waitForEvent('download'), click()]);
  const file = path.join(dir, download.suggestedFilename());
  await download.saveAs(file);
  return { name: download.suggestedFilename(), content: await readFile(file, 'utf8') };
}

async function openDialog(page: Page, row: Locator, action: string, title: string): Promise<Locator> {
  await button(row, action).click();
  const dialog = page
    .getByRole('dialog')
    .filter({ has: page.locator('.ant-modal-title', { hasText: title }) });
  await dialog.waitFor({ state: 'visible' });
  return dialog;
}

describe('journey 22: the interface log shows the ERP calls', () => {
  beforeAll(async () => {
    await setUserLanguage('admin', 'zh');
    const key = await issueErpApiKey('erp-e2e-interface-log');
    const target = await releaseTarget();
    expect(await publishRelease(release(ACCEPTED, target), key)).toMatchObject({ code: 200 });
    expect(await publishRelease(release(REFUSED, target, 'NOBUYER'), key)).toMatchObject({ code: 400 });
  });

  it('an admin finds the refused call, reads its error and its message, and downloads the request', async () => {
    const page = await ui.open('cn');
    await login(page, 'admin');
    await menuItem(page, '系统管理').click();
    await menuItem(page, '接口日志').click();
    await waitForPath(page, '/webServiceLog');
    await waitForRows(page);
    await rowOf(page, ACCEPTED).waitFor();
    await snapshot(page, 'interface-log-cn');

    // this journey's failures only (other journeys' refused calls are in the log too)
    await expandFilters(page, 'cn');
    await filterField(page, il('cn', 'list.referenceNo')).fill('E2E-IL');
    await pickOption(page, filterField(page, il('cn', 'list.status')), '', il('cn', 'status.failure'));
    await button(page, text('cn', 'listKit:form.search')).click();
    await expect.poll(() => columnTexts(page, il('cn', 'list.referenceNo'))).toEqual([REFUSED]);
    expect(await columnTexts(page, il('cn', 'list.status'))).toEqual(['失败']);
    const refused = rowOf(page, REFUSED);
    expect(await button(refused, il('cn', 'actions.resend')).count()).toBe(0);

    const error = await openDialog(
      page,
      refused,
      il('cn', 'actions.errorMessage'),
      il('cn', 'errorDialog.title'),
    );
    await expect.poll(() => error.getByTestId('interface-error-message').textContent()).toContain('NOBUYER');
    await snapshot(page, 'interface-log-error-cn');
    await button(error.locator('.ant-modal-footer'), il('cn', 'dialog.close')).click();
    await error.waitFor({ state: 'hidden' });

    const view = await openDialog(page, refused, il('cn', 'actions.view'), il('cn', 'view.title'));
    await expect
      .poll(() => view.getByTestId('interface-message-req').textContent())
      .toContain(`"releaseNo": "${REFUSED}"`);
    await snapshot(page, 'interface-log-view-cn');
    const saved = await downloadOf(page, () => button(view, il('cn', 'view.download.req')).click());
    expect(saved.name).toBe('InterfaceMessage.xml');
    // the JSON the ERP sent, in the W3C XML representation of JSON (fn:json-to-xml)
    expect(saved.content).toContain(`<string key="releaseNo">${REFUSED}</string>`);
    expect(saved.content).toContain('<string key="buyerCompanyCode">NOBUYER</string>');
    await button(view.locator('.ant-modal-footer'), il('cn', 'dialog.close')).click();

    await switchLanguage(page, 'cn', 'th');
    await rowOf(page, REFUSED).waitFor();
    await expect.poll(() => columnTexts(page, il('th', 'list.status'))).toEqual(['ล้มเหลว']);
    await snapshot(page, 'interface-log-th');
    const thView = await openDialog(
      page,
      rowOf(page, REFUSED),
      il('th', 'actions.view'),
      il('th', 'view.title'),
    );
    await thView.getByTestId('interface-message-res').waitFor();
    await snapshot(page, 'interface-log-view-th');
  });
});
