import { UnorderedListOutlined } from '@ant-design/icons';
import { Button, Input, Space, Tooltip } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { splitMultiValue } from './split-multi-value.ts';
import { ValueListModal } from './value-list-modal.tsx';
import './multi-value-input.css';

type MultiValueInputProps = {
  value?: string;
  onChange?: (value: string) => void;
  disabled?: boolean;
  id?: string;
};

/**
 * A box for several values (pasted from a spreadsheet column or typed with , ; ， ；) and an icon
 * that lists what will be searched.
 */
export function MultiValueInput({ value, onChange, disabled, id }: MultiValueInputProps) {
  const { t } = useTranslation('listKit');
  const [listOpen, setListOpen] = useState(false);
  return (
    <>
      <Space.Compact block>
        <Input.TextArea
          id={id}
          value={value ?? ''}
          disabled={disabled}
          className="multi-value-input"
          // sized by what is typed, never by the placeholder (which would make an empty box two lines high)
          rows={1}
          autoSize={value ? { minRows: 1, maxRows: 3 } : false}
          placeholder={t('form.multiValuePlaceholder')}
          title={t('form.multiValuePlaceholder')}
          onChange={(event) => onChange?.(event.target.value)}
        />
        <Tooltip title={t('multiValue.show')}>
          <Button
            style={{ height: 'auto' }}
            aria-label={t('multiValue.show')}
            icon={<UnorderedListOutlined />}
            onClick={() => setListOpen(true)}
          />
        </Tooltip>
      </Space.Compact>
      <ValueListModal open={listOpen} values={splitMultiValue(value)} onClose={() => setListOpen(false)} />
    </>
  );
}
