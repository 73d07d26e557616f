import type { Permission } from '@portal/contract/permissions';
import { Button, Space, Tooltip } from 'antd';
import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import { useAuthorities } from '../../../platform/session/use-authorities.ts';
import { DownloadButton } from './download-button.tsx';
import type { ToolbarContext, ToolbarItem } from './toolbar-item.ts';
import { UploadButton } from './upload-button.tsx';

type ListToolbarProps<Row, Query> = {
  items: readonly ToolbarItem<Row, Query>[];
  /** i18n namespace of the page's labels */
  ns: string;
  context: ToolbarContext<Row, Query>;
};

function itemKey<Row, Query>(item: ToolbarItem<Row, Query>, index: number): string {
  return item.kind === 'button' ? item.key : `${item.kind}-${index}`;
}

/** Buttons above the table (download, upload, page-specific); each shown only with its permission. */
export function ListToolbar<Row, Query>({ items, ns, context }: ListToolbarProps<Row, Query>) {
  const { t } = useTranslation([ns, 'listKit']);
  const { has } = useAuthorities();
  const allowed = (permission?: Permission) => !permission || has(permission);
  const render = (item: ToolbarItem<Row, Query>) => {
    switch (item.kind) {
      case 'download':
        return (
          <DownloadButton endpoint={item.endpoint} values={context.query} fileName={item.fileName}>
            {t(item.label ?? 'listKit:toolbar.download')}
          </DownloadButton>
        );
      case 'upload':
        return (
          <UploadButton
            endpoint={item.endpoint}
            template={item.template}
            fields={item.fields}
            title={item.title ? t(item.title) : undefined}
            onUploaded={context.refresh}
          >
            {t(item.label ?? 'listKit:toolbar.upload')}
          </UploadButton>
        );
      case 'button': {
        const disabled = item.disabled?.(context) ?? false;
        const button = (
          <Button
            type={item.primary ? 'primary' : 'default'}
            icon={item.icon}
            disabled={disabled}
            onClick={() => item.onClick(context)}
          >
            {t(item.label)}
          </Button>
        );
        if (!disabled || !item.disabledHint) return button;
        // a button that is off says why; a disabled button hears no hover, the span around it does
        return (
          <Tooltip title={t(item.disabledHint)}>
            <span className="list-toolbar-disabled">{button}</span>
          </Tooltip>
        );
      }
    }
  };
  const shown = items.filter((item) => allowed(item.permission));
  if (shown.length === 0) return null;
  return (
    <Space wrap style={{ marginBottom: 12 }}>
      {shown.map((item, index) => (
        <Fragment key={itemKey(item, index)}>{render(item)}</Fragment>
      ))}
    </Space>
  );
}
