import { SettingOutlined } from '@ant-design/icons';
import { Button, Checkbox, Flex, Popover, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import { type ColumnChoice, isFrozen, isShown, withColumnShown } from './column-choice.ts';
import type { TableColumn } from './list-column.ts';

type ColumnChooserProps<Row, Query> = {
  /** i18n namespace of the column titles */
  ns: string;
  columns: readonly TableColumn<Row, Query>[];
  choice: ColumnChoice;
  onChange: (choice: ColumnChoice) => void;
  onReset: () => void;
};

/**
 * The button above a table that opens the checklist of its columns in the user's language. Identifiers
 * stay ticked and cannot be unticked; "reset to default" brings back the screen's default set.
 */
export function ColumnChooser<Row, Query>({
  ns,
  columns,
  choice,
  onChange,
  onReset,
}: ColumnChooserProps<Row, Query>) {
  const { t } = useTranslation([ns, 'listKit']);
  const checklist = (
    <Flex vertical gap={4}>
      {/* a screen with thirty columns keeps its list on the screen */}
      <Flex vertical gap={4} style={{ maxHeight: 360, overflowY: 'auto' }}>
        {columns.map((column) => (
          <Checkbox
            key={column.dataIndex}
            checked={isShown(column, choice)}
            disabled={isFrozen(column)}
            onChange={(event) => onChange(withColumnShown(choice, column, event.target.checked))}
          >
            {t(column.title)}
          </Checkbox>
        ))}
      </Flex>
      <Button size="small" onClick={onReset} style={{ marginTop: 8 }}>
        {t('listKit:columns.reset')}
      </Button>
    </Flex>
  );
  const label = t('listKit:columns.choose');
  return (
    <Popover content={checklist} title={label} trigger="click" placement="bottomRight">
      <Tooltip title={label}>
        <Button icon={<SettingOutlined />} aria-label={label} />
      </Tooltip>
    </Popover>
  );
}
