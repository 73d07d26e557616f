import { companiesEndpoints } from '@portal/contract/companies';
import { BUTTON_CODES, MENU_CODES } from '@portal/contract/permissions';
import { type FunctionNode, ROLE_SORT_FIELDS, rolesEndpoints, type SaveRole } from '@portal/contract/roles';
import { sessionEndpoints } from '@portal/contract/session';
import { count, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { roleButtons, roleResources, roles } from '../../src/db/schema/index.ts';
import { MENU_TREE } from '../../src/db/seed/menus.ts';
import { ROLE_SEED } from '../../src/db/seed/roles.ts';
import { companyIdOf, createUser } from '../helpers/arrange.ts';
import { useTestApp } from '../helpers/test-app.ts';

const t = useTestApp();
const { query, getFunction, getRoleResources, saveOrUpdate } = rolesEndpoints;

const tokens: Record<string, string> = {};
/** Ids of the tree by code, read once from getFunction. */
const menuId: Record<string, number> = {};
const buttonId: Record<string, number> = {};

function walk(nodes: FunctionNode[]): FunctionNode[] {
  return nodes.flatMap((node) => [node, ...walk(node.children)]);
}

/** What a tree shows chosen, by code: menus with their half-checked state, and buttons. */
function chosen(tree: FunctionNode[]) {
  const nodes = walk(tree);
  return {
    menus: nodes.filter((node) => node.choice).map((node) => node.resourcesCode),
    half: nodes.filter((node) => node.halfChecked).map((node) => node.resourcesCode),
    buttons: nodes.flatMap((node) => node.buttons.filter((b) => b.choice).map((b) => b.buttonCode)),
  };
}

/** The save body the dialog would send for a tree as shown. */
function functionsOf(tree: FunctionNode[]): SaveRole['functions'] {
  const nodes = walk(tree);
  return {
    resourcesIds: nodes.filter((node) => node.choice).map((node) => node.resourcesId),
    buttonIds: nodes.flatMap((node) => node.buttons.filter((b) => b.choice).map((b) => b.buttonId)),
  };
}

const functions = (menus: string[], buttons: string[] = []): SaveRole['functions'] => ({
  resourcesIds: menus.map((code) => menuId[code] ?? -1),
  buttonIds: buttons.map((code) => buttonId[code] ?? -1),
});

async function roleIdOf(roleName: string): Promise<number> {
  const [row] = await t().db.select({ id: roles.id }).from(roles).where(eq(roles.roleName, roleName));
  if (!row) throw new Error(`role ${roleName} is missing`);
  return row.id;
}

async function treeOf(roleId: number, locale: 'cn' | 'en' | 'th' = 'en') {
  const reply = await t().call(getRoleResources, {
    token: tokens.admin,
    query: { roleId: String(roleId) },
    locale,
  });
  expect(reply.code).toBe(200);
  return reply.data;
}

const save = (body: SaveRole, token = tokens.admin, locale: 'cn' | 'en' | 'th' = 'en') =>
  t().call(saveOrUpdate, { token, body, locale });

async function permissionRows(roleId: number) {
  const [menus] = await t()
    .db.select({ value: count() })
    .from(roleResources)
    .where(eq(roleResources.roleId, roleId));
  const [buttons] = await t()
    .db.select({ value: count() })
    .from(roleButtons)
    .where(eq(roleButtons.roleId, roleId));
  return { menus: menus?.value, buttons: buttons?.value };
}

beforeAll(async () => {
  for (const user of ['superadmin', 'admin', 'scm', 'ap', 'supplier.a']) tokens[user] = await t().login(user);
  const tree = await t().call(getFunction, { token: tokens.admin });
  for (const node of walk(tree.data)) {
    menuId[node.resourcesCode] = node.resourcesId;
    for (const button of node.buttons) buttonId[button.buttonCode] = button.buttonId;
  }
  // three roles of our own, created on three days, for filters, paging and sorting
  const arranged = [
    { roleName: 'QA Planner', roleDescription: 'b plans', createdAt: new Date('2024-01-02T02:00:00Z') },
    {
      roleName: 'QA Auditor',
      roleDescription: 'c audits',
      userType: 'S' as const,
      createdAt: new Date('2024-01-03T02:00:00Z'),
    },
    { roleName: 'QA_Viewer 100%', roleDescription: 'a views', createdAt: new Date('2024-01-01T02:00:00Z') },
  ];
  await t().db.insert(roles).values(arranged);
});

describe('POST /role/query', () => {
  it('lists the named roles with their creation time', async () => {
    const reply = await t().call(query, { token: tokens.admin, body: { size: 500 } });
    expect(reply.code).toBe(200);
    const names = reply.data.data.map((row) => row.roleName);
    for (const name of ['Adient-AP', 'SupperAdmin', 'Adient-Admin', 'Adient-SCM'])
      expect(names).toContain(name);
    expect(reply.data.total).toBe(ROLE_SEED.length + 3);
    expect(reply.data.data.find((row) => row.roleName === 'SupperAdmin')).toEqual({
      roleId: expect.any(Number),
      roleName: 'SupperAdmin',
      roleDescription: 'Super administrator: every menu and every permission',
      userType: 'B',
      createDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/),
    });
    // the spec's shape: data and total, nothing else
    expect(Object.keys(reply.data).sort()).toEqual(['data', 'total']);
  });

  it('filters by part of the role name, trimmed, ignoring case, wildcards taken literally', async () => {
    const names = async (roleName: string) =>
      (await t().call(query, { token: tokens.admin, body: { roleName } })).data.data.map(
        (row) => row.roleName,
      );
    expect(await names('qa p')).toEqual(['QA Planner']);
    expect(await names('  qA  ')).toEqual(['QA Auditor', 'QA Planner', 'QA_Viewer 100%']);
    expect(await names('a_v')).toEqual(['QA_Viewer 100%']);
    expect(await names('100%')).toEqual(['QA_Viewer 100%']);
    expect(await names('%')).toEqual(['QA_Viewer 100%']);
    expect(await names('nobody')).toEqual([]);
  });

  it('pages without gaps or overlaps', async () => {
    const page = (pageNo: number) =>
      t().call(query, { token: tokens.admin, body: { roleName: 'qa', size: 2, pageNo } });
    const [first, second, third] = await Promise.all([page(1), page(2), page(3)]);
    expect(first.data.data.map((row) => row.roleName)).toEqual(['QA Auditor', 'QA Planner']);
    expect(second.data.data.map((row) => row.roleName)).toEqual(['QA_Viewer 100%']);
    expect(third.data).toEqual({ data: [], total: 3 });
    expect(first.data.total).toBe(3);
  });

  // ties (two buyer roles) stay in name order both ways
  const sorted: Record<(typeof ROLE_SORT_FIELDS)[number], Record<'ASC' | 'DESC', string[]>> = {
    roleName: {
      ASC: ['QA Auditor', 'QA Planner', 'QA_Viewer 100%'],
      DESC: ['QA_Viewer 100%', 'QA Planner', 'QA Auditor'],
    },
    roleDescription: {
      ASC: ['QA_Viewer 100%', 'QA Planner', 'QA Auditor'],
      DESC: ['QA Auditor', 'QA Planner', 'QA_Viewer 100%'],
    },
    userType: {
      ASC: ['QA Planner', 'QA_Viewer 100%', 'QA Auditor'],
      DESC: ['QA Auditor', 'QA Planner', 'QA_Viewer 100%'],
    },
    createDate: {
      ASC: ['QA_Viewer 100%', 'QA Planner', 'QA Auditor'],
      DESC: ['QA Auditor', 'QA Planner', 'QA_Viewer 100%'],
    },
  };
  for (const sortName of ROLE_SORT_FIELDS) {
    for (const sort of ['ASC', 'DESC'] as const) {
      it(`sorts by ${sortName} ${sort}`, async () => {
        const reply = await t().call(query, {
          token: tokens.admin,
          body: { roleName: 'qa', sortName, sort },
        });
        expect(reply.data.data.map((row) => row.roleName)).toEqual(sorted[sortName][sort]);
      });
    }
  }

  it('writes the creation time in the display time zone', async () => {
    const reply = await t().call(query, { token: tokens.admin, body: { roleName: 'planner' } });
    expect(reply.data.data[0]?.createDate).toBe('2024-01-02 10:00');
  });

  it('refuses a sortName off the list and a size over 500', async () => {
    const bad = await t().call(query, {
      token: tokens.admin,
      body: { sortName: 'role_name; drop table roles' },
    });
    expect(bad).toEqual({
      code: 400,
      msg: 'Sorting by "role_name; drop table roles" is not supported',
      data: null,
    });
    const big = await t().call(query, { token: tokens.admin, body: { size: 501 } });
    expect(big).toEqual({ code: 400, msg: 'Page Size: is too long or too large (maximum 500)', data: null });
  });
});

describe('POST /role/getFunction', () => {
  it('answers every menu, nested as the menu tree, with its buttons and nothing chosen', async () => {
    const reply = await t().call(getFunction, { token: tokens.admin, locale: 'en' });
    expect(reply.code).toBe(200);
    expect(reply.data.map((node) => node.resourcesCode)).toEqual(MENU_TREE.map((menu) => menu.code));
    const nodes = walk(reply.data);
    expect(nodes.map((node) => node.resourcesCode).sort()).toEqual([...MENU_CODES].sort());
    expect(nodes.flatMap((node) => node.buttons.map((b) => b.buttonCode)).sort()).toEqual(
      [...BUTTON_CODES].sort(),
    );
    expect(chosen(reply.data)).toEqual({ menus: [], half: [], buttons: [] });
    const asn = reply.data.find((node) => node.resourcesCode === 'asnManagement');
    expect(asn?.children.map((node) => node.resourcesCode)).toEqual([
      'asnCreate',
      'asnQuery',
      'asnReconciliation',
    ]);
    expect(asn?.children[1]).toMatchObject({
      name: 'ASN History',
      buttons: [
        { buttonCode: 'editAsn', name: 'Edit ASN', choice: false },
        { buttonCode: 'submitAsn', name: 'Submit ASN', choice: false },
        { buttonCode: 'deleteDraftAsn', name: 'Delete draft ASN', choice: false },
        { buttonCode: 'deleteFailedAsn', name: 'Delete failed ASN', choice: false },
        { buttonCode: 'cancelAsn', name: 'Cancel ASN', choice: false },
      ],
    });
  });

  it("names menus and buttons in the caller's language", async () => {
    const name = async (locale: 'cn' | 'en' | 'th') => {
      const reply = await t().call(getFunction, { token: tokens.admin, locale });
      const asnQuery = walk(reply.data).find((node) => node.resourcesCode === 'asnQuery');
      return [asnQuery?.name, asnQuery?.buttons.find((b) => b.buttonCode === 'cancelAsn')?.name];
    };
    expect(await name('cn')).toEqual(['ASN 历史', '取消 ASN']);
    expect(await name('en')).toEqual(['ASN History', 'Cancel ASN']);
    expect(await name('th')).toEqual(['ประวัติ ASN', 'ยกเลิก ASN']);
  });
});

describe('GET /role/getRoleResources', () => {
  it('chooses everything for SupperAdmin, nothing half-checked', async () => {
    const tree = await treeOf(await roleIdOf('SupperAdmin'));
    const shown = chosen(tree);
    expect(shown.menus.sort()).toEqual([...MENU_CODES].sort());
    expect(shown.buttons.sort()).toEqual([...BUTTON_CODES].sort());
    expect(shown.half).toEqual([]);
  });

  it('chooses the seeded set of Adient-AP, half-checking menus not held in full', async () => {
    const seed = ROLE_SEED.find((role) => role.name === 'Adient-AP');
    const shown = chosen(await treeOf(await roleIdOf('Adient-AP')));
    expect(shown.menus.sort()).toEqual([...(seed?.menus ?? [])].sort());
    expect(shown.buttons.sort()).toEqual([...(seed?.buttons ?? [])].sort());
    // held with something below not held: parents with sub-menus missing, screens with buttons missing
    expect(shown.half).toEqual([
      'asnManagement',
      'asnQuery',
      'invoiceManagement',
      'queryInvoice',
      'masterData',
      'systemManagement',
    ]);
    expect(shown.menus).not.toContain('userRole');
  });

  it('answers 404 for a role that does not exist and names a bad roleId', async () => {
    const missing = await t().call(getRoleResources, { token: tokens.admin, query: { roleId: '999999' } });
    expect(missing).toEqual({ code: 404, msg: 'The role does not exist (id 999999)', data: null });
    const cn = await t().call(getRoleResources, {
      token: tokens.admin,
      query: { roleId: '999999' },
      locale: 'cn',
    });
    expect(cn.msg).toBe('角色不存在（编号 999999）');
    const text = await t().call(getRoleResources, { token: tokens.admin, query: { roleId: 'abc' } });
    expect(text).toMatchObject({ code: 400, msg: expect.stringMatching(/^Role: /) });
    const none = await t().call(getRoleResources, { token: tokens.admin, query: {} });
    expect(none).toEqual({ code: 400, msg: 'Role: is required', data: null });
  });
});

describe('POST /role/saveOrUpdate: create and change', () => {
  it('creates a role with its menus and buttons, stamped with its author', async () => {
    const reply = await save({
      role: { roleName: '  Gate Keeper  ', roleDescription: 'Security gate staff' },
      functions: functions(
        ['securityCheckManagement', 'securityCheckQuery', 'securityCheckCreate'],
        ['editSecurityCheck'],
      ),
    });
    expect(reply).toEqual({ code: 200, msg: 'Saved successfully', data: null });
    const [row] = await t().db.select().from(roles).where(eq(roles.roleName, 'Gate Keeper'));
    expect(row).toMatchObject({
      roleDescription: 'Security gate staff',
      userType: 'B',
      createdBy: 'admin',
      updatedBy: 'admin',
    });
    const shown = chosen(await treeOf(row?.id ?? 0));
    expect(shown).toEqual({
      menus: ['securityCheckManagement', 'securityCheckQuery', 'securityCheckCreate'],
      half: ['securityCheckManagement', 'securityCheckQuery'],
      buttons: ['editSecurityCheck'],
    });
    const listed = await t().call(query, { token: tokens.admin, body: { roleName: 'gate keeper' } });
    expect(listed.data.data).toEqual([
      {
        roleId: row?.id,
        roleName: 'Gate Keeper',
        roleDescription: 'Security gate staff',
        userType: 'B',
        createDate: expect.any(String),
      },
    ]);
  });

  it('creates a role for supplier users when asked, and keeps its user type', async () => {
    const reply = await save({
      role: { roleName: 'Supplier Viewer', roleDescription: 'reads only', userType: 'S' },
      functions: functions(['dashboard']),
    });
    expect(reply.code).toBe(200);
    const roleId = await roleIdOf('Supplier Viewer');
    const listed = await t().call(query, { token: tokens.admin, body: { roleName: 'supplier viewer' } });
    expect(listed.data.data[0]?.userType).toBe('S');
    const kept = await save({
      role: { roleId, roleName: 'Supplier Viewer', roleDescription: 'reads only' },
      functions: functions(['dashboard', 'gr', 'grManagement']),
    });
    expect(kept.code).toBe(200);
    const retyped = await save(
      {
        role: { roleId, roleName: 'Supplier Viewer', roleDescription: 'reads only', userType: 'B' },
        functions: functions(['dashboard']),
      },
      tokens.admin,
      'th',
    );
    expect(retyped).toEqual({
      code: 400,
      msg: 'ไม่สามารถแก้ไขประเภทผู้ใช้ของบทบาทที่มีอยู่แล้วได้',
      data: null,
    });
    const [row] = await t().db.select().from(roles).where(eq(roles.id, roleId));
    expect(row?.userType).toBe('S');
    expect(chosen(await treeOf(roleId)).menus).toEqual(['dashboard', 'grManagement', 'gr']);
  });

  it('replaces the permissions of a role, keeping name and description, and records who changed it', async () => {
    await save({
      role: { roleName: 'Replace Me' },
      functions: functions(['dashboard', 'grManagement', 'gr']),
    });
    const roleId = await roleIdOf('Replace Me');
    const reply = await save(
      {
        role: { roleId, roleName: 'Replace Me', roleDescription: '' },
        functions: functions(['asnManagement', 'asnQuery'], ['cancelAsn', 'deleteFailedAsn']),
      },
      tokens.superadmin,
    );
    expect(reply.code).toBe(200);
    expect(chosen(await treeOf(roleId))).toEqual({
      menus: ['asnManagement', 'asnQuery'],
      half: ['asnManagement', 'asnQuery'],
      buttons: ['deleteFailedAsn', 'cancelAsn'],
    });
    const [row] = await t().db.select().from(roles).where(eq(roles.id, roleId));
    expect(row).toMatchObject({
      roleName: 'Replace Me',
      roleDescription: null,
      createdBy: 'admin',
      updatedBy: 'superadmin',
    });
    expect(row?.updatedAt.getTime()).toBeGreaterThan(row?.createdAt.getTime() ?? 0);
  });

  it('stores a menu checked when everything below it is held', async () => {
    await save({
      role: { roleName: 'Full ASN' },
      functions: functions(
        ['asnManagement', 'asnCreate', 'asnQuery', 'asnReconciliation'],
        ['createAsn', 'editAsn', 'submitAsn', 'deleteDraftAsn', 'deleteFailedAsn', 'cancelAsn'],
      ),
    });
    const roleId = await roleIdOf('Full ASN');
    expect(chosen(await treeOf(roleId)).half).toEqual([]);
    const stored = await t().db.select().from(roleResources).where(eq(roleResources.roleId, roleId));
    expect(stored.map((row) => row.halfChecked)).toEqual([false, false, false, false]);
  });

  it('may save a role holding nothing, and then hold nothing', async () => {
    await save({ role: { roleName: 'Empty Role' }, functions: functions(['dashboard']) });
    const roleId = await roleIdOf('Empty Role');
    const reply = await save({ role: { roleId, roleName: 'Empty Role' }, functions: functions([]) });
    expect(reply.code).toBe(200);
    expect(await permissionRows(roleId)).toEqual({ menus: 0, buttons: 0 });
  });

  it('redraws every seeded role exactly as saved: re-saving the tree it shows changes nothing', async () => {
    for (const seed of ROLE_SEED.filter((role) => role.name !== 'SupperAdmin')) {
      const roleId = await roleIdOf(seed.name);
      const before = await treeOf(roleId);
      const reply = await save({
        role: { roleId, roleName: seed.name, roleDescription: seed.description },
        functions: functionsOf(before),
      });
      expect(reply.code, seed.name).toBe(200);
      expect(await treeOf(roleId), seed.name).toEqual(before);
    }
  });
});

describe('POST /role/saveOrUpdate: refused input changes nothing', () => {
  it('requires a role name, at most 50 characters', async () => {
    const body = (roleName: unknown) =>
      ({ role: { roleName }, functions: functions(['dashboard']) }) as SaveRole;
    expect(await save(body(undefined))).toEqual({ code: 400, msg: 'Role Name: is required', data: null });
    expect(await save(body(undefined), tokens.admin, 'cn')).toEqual({
      code: 400,
      msg: '角色名称：不能为空',
      data: null,
    });
    expect(await save(body('   '))).toEqual({
      code: 400,
      msg: 'Role Name: is too short or too small (minimum 1)',
      data: null,
    });
    expect(await save(body('x'.repeat(51)))).toEqual({
      code: 400,
      msg: 'Role Name: is too long or too large (maximum 50)',
      data: null,
    });
    const noFunctions = await t().call(saveOrUpdate, {
      token: tokens.admin,
      body: { role: { roleName: 'No Functions' } },
    });
    expect(noFunctions).toEqual({ code: 400, msg: 'Menus and buttons: is required', data: null });
    const [total] = await t()
      .db.select({ value: count() })
      .from(roles)
      .where(eq(roles.roleName, 'No Functions'));
    expect(total?.value).toBe(0);
  });

  it('refuses a duplicate name, whatever its case', async () => {
    for (const roleName of ['Adient-AP', 'adient-ap', ' ADIENT-AP ']) {
      const reply = await save({ role: { roleName }, functions: functions(['dashboard']) });
      expect(reply, roleName).toEqual({
        code: 409,
        msg: `The role name "${roleName.trim()}" already exists`,
        data: null,
      });
    }
    const th = await save(
      { role: { roleName: 'Adient-SCM' }, functions: functions(['dashboard']) },
      tokens.admin,
      'th',
    );
    expect(th.msg).toBe('ชื่อบทบาท "Adient-SCM" มีอยู่แล้ว');
    const [total] = await t().db.select({ value: count() }).from(roles);
    expect(total?.value).toBe((await t().call(query, { token: tokens.admin, body: {} })).data.total);
  });

  it('creates a name once when many create it at the same time, in any case', async () => {
    const names = ['Night Shift', 'night shift', 'NIGHT SHIFT', 'Night Shift', 'night Shift', 'Night shift'];
    const replies = await Promise.all(
      names.map((roleName) => save({ role: { roleName }, functions: functions(['dashboard']) })),
    );
    expect(replies.filter((reply) => reply.code === 200)).toHaveLength(1);
    for (const reply of replies.filter((r) => r.code !== 200)) {
      expect(reply).toMatchObject({
        code: 409,
        msg: expect.stringMatching(/^The role name "night shift" already exists$/i),
      });
    }
    const rows = await t().db.select({ name: roles.roleName }).from(roles);
    expect(rows.filter((row) => row.name.toLowerCase() === 'night shift')).toHaveLength(1);
  });

  it('keeps one whole permission set when one role is saved twice at the same time', async () => {
    await save({ role: { roleName: 'Racing Role' }, functions: functions(['dashboard']) });
    const roleId = await roleIdOf('Racing Role');
    const schedules = functions(
      ['deliverySchedule', 'deliveryScheduleQuery'],
      ['approveFeedback', 'rejectFeedback'],
    );
    const gr = functions(['grManagement', 'gr']);
    const replies = await Promise.all(
      Array.from({ length: 6 }, (_, index) =>
        save({ role: { roleId, roleName: 'Racing Role' }, functions: index % 2 ? schedules : gr }),
      ),
    );
    expect(replies.map((reply) => reply.code)).toEqual([200, 200, 200, 200, 200, 200]);
    const shown = chosen(await treeOf(roleId)).menus;
    expect([
      ['grManagement', 'gr'],
      ['deliverySchedule', 'deliveryScheduleQuery'],
    ]).toContainEqual(shown);
  });

  it('does not change the name or description of an existing role', async () => {
    await save({
      role: { roleName: 'Fixed Name', roleDescription: 'Fixed text' },
      functions: functions(['dashboard']),
    });
    const roleId = await roleIdOf('Fixed Name');
    const renamed = await save({
      role: { roleId, roleName: 'Other Name', roleDescription: 'Fixed text' },
      functions: functions(['gr', 'grManagement']),
    });
    expect(renamed).toEqual({ code: 400, msg: 'The name of an existing role cannot be changed', data: null });
    const recased = await save(
      {
        role: { roleId, roleName: 'fixed name', roleDescription: 'Fixed text' },
        functions: functions(['dashboard']),
      },
      tokens.admin,
      'cn',
    );
    expect(recased.msg).toBe('已有角色的名称不能修改');
    for (const roleDescription of ['Other text', '', undefined]) {
      const redescribed = await save({
        role: { roleId, roleName: 'Fixed Name', roleDescription },
        functions: functions(['gr', 'grManagement']),
      });
      expect(redescribed, String(roleDescription)).toEqual({
        code: 400,
        msg: 'The description of an existing role cannot be changed',
        data: null,
      });
    }
    const [row] = await t().db.select().from(roles).where(eq(roles.id, roleId));
    expect(row).toMatchObject({ roleName: 'Fixed Name', roleDescription: 'Fixed text', updatedBy: 'admin' });
    expect(chosen(await treeOf(roleId)).menus).toEqual(['dashboard']);
    const same = await save({
      role: { roleId, roleName: 'Fixed Name', roleDescription: ' Fixed text ' },
      functions: functions(['grManagement', 'gr']),
    });
    expect(same.code).toBe(200);
  });

  it('refuses a role that does not exist', async () => {
    const reply = await save({
      role: { roleId: 999999, roleName: 'Ghost' },
      functions: functions(['dashboard']),
    });
    expect(reply).toEqual({ code: 404, msg: 'The role does not exist (id 999999)', data: null });
    const [ghost] = await t().db.select({ value: count() }).from(roles).where(eq(roles.roleName, 'Ghost'));
    expect(ghost?.value).toBe(0);
  });

  it('refuses menus and buttons that do not exist, creating nothing', async () => {
    const menus = await save({
      role: { roleName: 'Bad Menus' },
      functions: { resourcesIds: [menuId.dashboard ?? 0, 987654], buttonIds: [] },
    });
    expect(menus).toEqual({ code: 400, msg: 'These menus do not exist (ids 987654)', data: null });
    const buttons = await save({
      role: { roleName: 'Bad Buttons' },
      functions: { resourcesIds: [menuId.dashboard ?? 0], buttonIds: [876543, 876544] },
    });
    expect(buttons).toEqual({
      code: 400,
      msg: 'These buttons do not exist (ids 876543, 876544)',
      data: null,
    });
    const zero = await save({
      role: { roleName: 'Bad Zero' },
      functions: { resourcesIds: [0], buttonIds: [] },
    });
    expect(zero).toMatchObject({ code: 400, msg: expect.stringMatching(/^Menus, item 1: /) });
    const rows = await t().db.select({ name: roles.roleName }).from(roles);
    expect(rows.map((row) => row.name)).not.toEqual(expect.arrayContaining(['Bad Menus']));
    expect(rows.map((row) => row.name)).not.toEqual(expect.arrayContaining(['Bad Buttons']));
  });

  it('refuses a button without its menu, a menu without its parent, a group without any sub-menu', async () => {
    const roleId = await roleIdOf('Adient-SCM');
    const before = await treeOf(roleId);
    const body = (functions: SaveRole['functions']): SaveRole => ({
      role: {
        roleId,
        roleName: 'Adient-SCM',
        roleDescription: ROLE_SEED.find((r) => r.name === 'Adient-SCM')?.description,
      },
      functions,
    });
    const button = await save(body(functions(['dashboard'], ['cancelAsn'])));
    expect(button).toEqual({
      code: 400,
      msg: 'The button "Cancel ASN" needs its menu "ASN History" to be chosen too',
      data: null,
    });
    const cn = await save(body(functions(['dashboard'], ['cancelAsn'])), tokens.admin, 'cn');
    expect(cn.msg).toBe('按钮“取消 ASN”需要同时选择其菜单“ASN 历史”');
    const parent = await save(body(functions(['asnQuery'])));
    expect(parent).toEqual({
      code: 400,
      msg: 'The menu "ASN History" needs its parent menu "ASN Management" to be chosen too',
      data: null,
    });
    const group = await save(body(functions(['asnManagement'])));
    expect(group).toEqual({
      code: 400,
      msg: 'The menu "ASN Management" needs at least one of its sub-menus',
      data: null,
    });
    expect(await treeOf(roleId)).toEqual(before);
  });
});

describe('POST /role/saveOrUpdate: SupperAdmin', () => {
  it('refuses any change to SupperAdmin, which keeps every permission', async () => {
    const roleId = await roleIdOf('SupperAdmin');
    const before = await permissionRows(roleId);
    const body: SaveRole = {
      role: {
        roleId,
        roleName: 'SupperAdmin',
        roleDescription: 'Super administrator: every menu and every permission',
      },
      functions: functions(['dashboard']),
    };
    for (const token of [tokens.superadmin, tokens.admin]) {
      expect(await save(body, token)).toEqual({
        code: 403,
        msg: 'The role SupperAdmin always holds every permission and cannot be changed',
        data: null,
      });
    }
    expect((await save(body, tokens.admin, 'th')).msg).toBe(
      'บทบาท SupperAdmin มีสิทธิ์ทั้งหมดเสมอและไม่สามารถแก้ไขได้',
    );
    expect(await permissionRows(roleId)).toEqual(before);
    expect(before).toEqual({ menus: MENU_CODES.length, buttons: BUTTON_CODES.length });
  });
});

describe('a role change applies at once', () => {
  it('to the holder’s menus and to the permission checks of the server', async () => {
    const adcn = await companyIdOf(t().db, 'ADCN');
    const roleName = 'Company Clerk';
    const withCompanies = functions(['dashboard', 'systemManagement', 'companyMgt']);
    expect((await save({ role: { roleName }, functions: withCompanies })).code).toBe(200);
    const roleId = await roleIdOf(roleName);
    await createUser(t().db, {
      userCode: 'company.clerk',
      userType: 'B',
      companyIds: [adcn],
      role: roleName,
    });
    const token = await t().login('company.clerk');
    const menus = async () => {
      const reply = await t().call(sessionEndpoints.getResources, { token });
      return reply.data.data.menus.flatMap((menu) => [
        menu.resourcesCode,
        ...(menu.children ?? []).map((child) => child.resourcesCode),
      ]);
    };
    const companies = () => t().call(companiesEndpoints.pageQuery, { token, body: {} });

    expect(await menus()).toEqual(['dashboard', 'systemManagement', 'companyMgt']);
    expect((await companies()).code).toBe(200);

    const removed = await save({ role: { roleId, roleName }, functions: functions(['dashboard']) });
    expect(removed.code).toBe(200);
    expect(await menus()).toEqual(['dashboard']);
    expect(await companies()).toEqual({
      code: 403,
      msg: 'You do not have permission for this action',
      data: null,
    });

    expect((await save({ role: { roleId, roleName }, functions: withCompanies })).code).toBe(200);
    expect(await menus()).toEqual(['dashboard', 'systemManagement', 'companyMgt']);
    expect((await companies()).code).toBe(200);
  });
});

describe('who may call the role endpoints', () => {
  const calls = [
    ['query', () => ({ endpoint: query, body: {} })],
    ['getFunction', () => ({ endpoint: getFunction })],
    ['getRoleResources', () => ({ endpoint: getRoleResources, query: { roleId: '1' } })],
    [
      'saveOrUpdate',
      () => ({
        endpoint: saveOrUpdate,
        body: { role: { roleName: 'Intruder' }, functions: functions(['dashboard']) },
      }),
    ],
  ] as const;
  const callAs = (token: string | undefined, make: (typeof calls)[number][1]) => {
    const { endpoint, ...input } = make();
    return t().call(endpoint, { token, ...input } as Parameters<ReturnType<typeof t>['call']>[1]);
  };

  it('the seed gives the role screen to SupperAdmin and Adient-Admin only', () => {
    const holders = ROLE_SEED.filter((role) => role.menus.includes('userRole')).map((role) => role.name);
    expect(holders).toEqual(['SupperAdmin', 'Adient-Admin']);
  });

  it('lets both admin roles in', async () => {
    for (const user of ['superadmin', 'admin']) {
      for (const [name, make] of calls.slice(0, 3))
        expect((await callAs(tokens[user], make)).code, `${user} ${name}`).toBe(200);
    }
  });

  it('refuses buyer roles without the role screen', async () => {
    for (const user of ['ap', 'scm']) {
      for (const [name, make] of calls) {
        expect(await callAs(tokens[user], make), `${user} ${name}`).toEqual({
          code: 403,
          msg: 'You do not have permission for this action',
          data: null,
        });
      }
    }
  });

  it('refuses a supplier user on every call', async () => {
    for (const [name, make] of calls) {
      expect(await callAs(tokens['supplier.a'], make), name).toEqual({
        code: 403,
        msg: 'Supplier users cannot perform this action',
        data: null,
      });
    }
  });

  it('answers 999 without a token', async () => {
    for (const [name, make] of calls) {
      expect(await callAs(undefined, make), name).toMatchObject({ code: 999, data: '/login' });
    }
    const [intruder] = await t()
      .db.select({ value: count() })
      .from(roles)
      .where(eq(roles.roleName, 'Intruder'));
    expect(intruder?.value).toBe(0);
  });
});
