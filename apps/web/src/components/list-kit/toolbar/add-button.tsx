import { PlusOutlined } from '@ant-design/icons';
import type { ButtonItem, ToolbarContext } from './toolbar-item.ts';

/**
 * The primary Add button of a list's toolbar (label `toolbar.add` of the page's namespace), e.g. the one
 * that opens an add dialog.
 */
export function addButton<Row, Query>(
  onClick: () => void,
  disabled?: (context: ToolbarContext<Row, Query>) => boolean,
  /** i18n key of why it is off, shown on hover while it is */
  disabledHint?: string,
): ButtonItem<Row, Query> {
  return {
    kind: 'button',
    key: 'add',
    label: 'toolbar.add',
    icon: <PlusOutlined />,
    primary: true,
    disabled,
    ...(disabledHint ? { disabledHint } : {}),
    onClick,
  };
}
