import type { Permission } from '@portal/contract/permissions';
import { Button, type ModalFuncProps, Space, type TableColumnType } from 'antd';
import type { TFunction } from 'i18next';
import { notifier } from '../../../platform/notifier/notifier.tsx';
import { actionColumnWidth, maxVisibleActions } from './action-column-width.ts';
import type { RowAction } from './row-action.ts';
import { visibleActions } from './visible-actions.ts';

type ActionColumnInput<Row> = {
  actions: readonly RowAction<Row>[];
  rows: readonly Row[];
  has: (permission: Permission) => boolean;
  /** translates the page's action labels (page namespace first, then listKit) */
  t: TFunction;
  confirm: (props: ModalFuncProps) => void;
};

function run<Row>(action: RowAction<Row>, row: Row, input: ActionColumnInput<Row>) {
  const { confirm, t } = input;
  if (!action.confirm) return action.onClick(row);
  const { question, cancelled } = action.confirm;
  confirm({
    title: t(question),
    okText: t('listKit:actions.ok'),
    cancelText: t('listKit:actions.cancel'),
    onOk: () => action.onClick(row),
    onCancel: () => notifier.info(t(cancelled)),
  });
}

/** Action column, fixed right: 60 px per visible action of the busiest row, 80 px at least. */
export function actionColumn<Row>(input: ActionColumnInput<Row>): TableColumnType<Row> {
  const { actions, rows, has, t } = input;
  const width = actionColumnWidth(maxVisibleActions(rows, (row) => visibleActions(actions, row, has).length));
  return {
    key: 'listKitActions',
    title: t('listKit:table.actions'),
    width,
    fixed: 'right',
    render: (_value: unknown, row: Row) => (
      <Space size={0} wrap>
        {visibleActions(actions, row, has).map((action) => (
          <Button
            key={action.key}
            type="link"
            size="small"
            // tighter than antd's 7 px so that 60 px per action holds English and Thai labels on one line
            style={{ paddingInline: 4 }}
            danger={action.danger}
            onClick={(event) => {
              // the row may have a click of its own (onRowClick): an action is not a click on the row
              event.stopPropagation();
              run(action, row, input);
            }}
          >
            {t(action.label)}
          </Button>
        ))}
      </Space>
    ),
  };
}
