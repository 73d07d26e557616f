import { Button, Flex, Input, Tree } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PermissionNode } from './permission-tree.ts';
import { nextLeaves } from './permission-tree.ts';
import { keysToOpenFor, parentKeys, titleMatches } from './permission-tree-search.ts';

type PermissionTreeFieldProps = {
  nodes: readonly PermissionNode[];
  /** set by the Form.Item: the checked leaves (menus without buttons, "open the screen", buttons) */
  value?: string[];
  onChange?: (leaves: string[]) => void;
  id?: string;
};

/**
 * The checkable tree of every menu and its buttons (~100 nodes); parents follow their children (checked,
 * half-checked). A search opens the branches holding what it finds and marks it; expand and collapse all.
 */
export function PermissionTreeField({ nodes, value = [], onChange, id }: PermissionTreeFieldProps) {
  const { t } = useTranslation('roles');
  const everyParent = useMemo(() => parentKeys(nodes), [nodes]);
  const [expanded, setExpanded] = useState<string[] | undefined>(undefined);
  const [search, setSearch] = useState('');
  const find = (text: string) => {
    setSearch(text);
    if (text.trim()) setExpanded(keysToOpenFor(nodes, text));
  };
  return (
    <Flex vertical gap={8}>
      <Flex gap={8} wrap>
        <Input.Search
          allowClear
          placeholder={t('tree.search')}
          aria-label={t('tree.search')}
          style={{ flex: '1 1 200px' }}
          onSearch={find}
          onChange={(event) => !event.target.value && setSearch('')}
        />
        <Button onClick={() => setExpanded(everyParent)}>{t('tree.expandAll')}</Button>
        <Button onClick={() => setExpanded([])}>{t('tree.collapseAll')}</Button>
      </Flex>
      <div id={id} className="role-permission-tree">
        <Tree
          checkable
          selectable={false}
          // every branch open until the user expands, collapses or searches
          expandedKeys={expanded ?? everyParent}
          onExpand={(keys) => setExpanded(keys.map(String))}
          treeData={[...nodes]}
          titleRender={(node) =>
            titleMatches(node.title, search) ? (
              <mark className="role-tree-match">{node.title}</mark>
            ) : (
              node.title
            )
          }
          checkedKeys={value}
          onCheck={(checked) => {
            const keys = (Array.isArray(checked) ? checked : checked.checked).map(String);
            onChange?.(nextLeaves(nodes, value, keys));
          }}
        />
      </div>
    </Flex>
  );
}
