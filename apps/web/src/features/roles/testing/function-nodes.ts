import type { FunctionButton, FunctionNode } from '@portal/contract/roles';

/** A permission-tree menu as the server answers it; nothing held unless `extra` says so. */
export function menuNode(id: number, name: string, extra: Partial<FunctionNode> = {}): FunctionNode {
  return {
    resourcesId: id,
    resourcesCode: name,
    name,
    children: [],
    buttons: [],
    choice: false,
    halfChecked: false,
    ...extra,
  };
}

export function buttonNode(id: number, name: string, choice = false): FunctionButton {
  return { buttonId: id, buttonCode: name, name, choice };
}
