import type { PermissionNode } from './permission-tree.ts';

/** Keys of every node with children: what "expand all" opens. */
export function parentKeys(nodes: readonly PermissionNode[]): string[] {
  return nodes.flatMap((node) => (node.children ? [node.key, ...parentKeys(node.children)] : []));
}

/** Whether a title holds the search text, ignoring case and the spaces around it; an empty text matches nothing. */
export function titleMatches(title: string, text: string): boolean {
  const wanted = text.trim().toLocaleLowerCase();
  return wanted !== '' && title.toLocaleLowerCase().includes(wanted);
}

/**
 * The nodes to open so that every node whose title holds `text` is in view: the parents of each match.
 * The tree is not filtered: a check on a filtered tree would lose what the hidden nodes hold.
 */
export function keysToOpenFor(nodes: readonly PermissionNode[], text: string): string[] {
  const open: string[] = [];
  const visit = (node: PermissionNode, parents: string[]): boolean => {
    const below = (node.children ?? []).map((child) => visit(child, [...parents, node.key])).some(Boolean);
    const matched = titleMatches(node.title, text);
    if (matched) open.push(...parents);
    return matched || below;
  };
  for (const node of nodes) visit(node, []);
  return [...new Set(open)];
}
