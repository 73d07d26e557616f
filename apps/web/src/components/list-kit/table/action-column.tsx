import { EllipsisOutlined } from '@ant-design/icons';
import type { Permission } from '@portal/contract/permissions';
import { Button, Dropdown, type ModalFuncProps, type TableColumnType } from 'antd';
import type { TFunction } from 'i18next';
import { notifier } from '../../../platform/notifier/notifier.tsx';
import { actionColumnFitWidth } from './action-column-width.ts';
import { HeaderTitle } from './header-title.tsx';
import type { RowAction } from './row-action.ts';
import { splitActions } from './split-actions.ts';
import { measuredTextWidth, type TextWidth } from './text-width.ts';
import { visibleActions } from './visible-actions.ts';
import './table-cells.css';

type ActionColumnInput<Row> = {
  actions: readonly RowAction<Row>[];
  rows: readonly Row[];
  has: (permission: Permission) => boolean;
  /** translates the page's action labels (page namespace first, then listKit) */
  t: TFunction;
  confirm: (props: ModalFuncProps) => void;
  /** measures the labels; the page's font unless a test says otherwise */
  textWidth?: TextWidth;
};

function run<Row>(action: RowAction<Row>, row: Row, input: ActionColumnInput<Row>) {
  const { confirm, t } = input;
  if (!action.confirm) return action.onClick(row);
  const { question, cancelled, values } = action.confirm;
  confirm({
    title: t(question, values?.(row)),
    okText: t('listKit:actions.ok'),
    cancelText: t('listKit:actions.cancel'),
    onOk: () => action.onClick(row),
    onCancel: () => notifier.info(t(cancelled)),
  });
}

// the row may have a click of its own (onRowClick): an action, or opening "more", is not a click on the row
const keepFromRow = (event: { stopPropagation: () => void }) => event.stopPropagation();

function MoreMenu<Row>({
  actions,
  row,
  input,
}: {
  actions: RowAction<Row>[];
  row: Row;
  input: ActionColumnInput<Row>;
}) {
  const { t } = input;
  const items = actions.map((action) => ({ key: action.key, label: t(action.label), danger: action.danger }));
  return (
    <Dropdown
      trigger={['click']}
      menu={{
        items,
        onClick: ({ key, domEvent }) => {
          keepFromRow(domEvent);
          const action = actions.find((one) => one.key === key);
          if (action) run(action, row, input);
        },
      }}
    >
      <Button
        type="link"
        size="small"
        aria-label={t('listKit:table.more')}
        icon={<EllipsisOutlined />}
        onClick={keepFromRow}
      />
    </Dropdown>
  );
}

/**
 * Action column, fixed right, its actions on one line: two buttons and the rest in a "more" menu. It is as
 * wide as the busiest row's line measured in the current language (the spec's 60 px per action, 80 at least,
 * as the floor), so it never covers the column beside it.
 */
export function actionColumn<Row>(input: ActionColumnInput<Row>): TableColumnType<Row> {
  const { actions, rows, has, t, textWidth = measuredTextWidth } = input;
  const splitOf = (row: Row) => splitActions(visibleActions(actions, row, has));
  const lines = rows.map((row) => {
    const { inline, more } = splitOf(row);
    return { labels: inline.map((action) => t(action.label)), more: more.length > 0 };
  });
  const title = t('listKit:table.actions');
  return {
    key: 'listKitActions',
    title: <HeaderTitle title={title} />,
    width: actionColumnFitWidth(lines, title, textWidth),
    fixed: 'right',
    className: 'list-kit-action-cell',
    render: (_value: unknown, row: Row) => {
      const { inline, more } = splitOf(row);
      return (
        <span className="list-kit-action-line">
          {inline.map((action) => (
            <Button
              key={action.key}
              type="link"
              size="small"
              // tighter than antd's 7 px: the width rule counts 4 px each side (ACTION_BUTTON_PADDING)
              style={{ paddingInline: 4 }}
              danger={action.danger}
              onClick={(event) => {
                keepFromRow(event);
                run(action, row, input);
              }}
            >
              {t(action.label)}
            </Button>
          ))}
          {more.length > 0 && <MoreMenu actions={more} row={row} input={input} />}
        </span>
      );
    },
  };
}
