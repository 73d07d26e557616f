import { Tree } from 'antd';
import type { PermissionNode } from './permission-tree.ts';
import { nextLeaves } from './permission-tree.ts';

type PermissionTreeFieldProps = {
  nodes: readonly PermissionNode[];
  /** set by the Form.Item: the checked leaves (menus without buttons, "open the screen", buttons) */
  value?: string[];
  onChange?: (leaves: string[]) => void;
  id?: string;
};

/** The checkable tree of every menu and its buttons; parents follow their children (checked, half-checked). */
export function PermissionTreeField({ nodes, value = [], onChange, id }: PermissionTreeFieldProps) {
  return (
    <div id={id} className="role-permission-tree">
      <Tree
        checkable
        selectable={false}
        defaultExpandAll
        treeData={[...nodes]}
        checkedKeys={value}
        onCheck={(checked) => {
          const keys = (Array.isArray(checked) ? checked : checked.checked).map(String);
          onChange?.(nextLeaves(nodes, value, keys));
        }}
      />
    </div>
  );
}
