import { Descriptions, type DescriptionsProps, theme } from 'antd';
import type { CSSProperties, ReactNode } from 'react';

/** One field of a read-only view: the label the edit form gives it and its value as text or a tag. */
export type ReadOnlyField = {
  key: string;
  label: ReactNode;
  /** null, undefined and '' show as a dash, so an empty field is seen to be empty */
  value: ReactNode;
  /** the whole row, for long texts (remarks, addresses, errors) */
  wide?: boolean;
};

type ReadOnlyViewProps = {
  fields: readonly ReadOnlyField[];
  /** fields per row; one on a phone */
  columns?: number;
  /** names the list for screen readers and tests */
  ariaLabel?: string;
};

export const EMPTY_VALUE = '-';

function shown(value: ReactNode): ReactNode {
  return value === null || value === undefined || value === '' ? EMPTY_VALUE : value;
}

/**
 * Issue 12: a screen where nothing can be changed shows its fields as a bordered description list in
 * the normal text colour, not as greyed-out inputs. The label column is as wide as its longest label in
 * the language shown (a label never breaks); values wrap at word boundaries and keep their line breaks.
 */
export function ReadOnlyView({ fields, columns = 2, ariaLabel }: ReadOnlyViewProps) {
  const { token } = theme.useToken();
  const label: CSSProperties = { width: '1%', whiteSpace: 'nowrap', verticalAlign: 'top' };
  const content: CSSProperties = {
    color: token.colorText,
    whiteSpace: 'pre-line',
    overflowWrap: 'break-word',
    wordBreak: 'normal',
    verticalAlign: 'top',
  };
  // a wide field takes a row of its own: it and the field before it fill their rows
  const items: DescriptionsProps['items'] = fields.map((field, index) => ({
    key: field.key,
    label: field.label,
    children: shown(field.value),
    span: field.wide || fields[index + 1]?.wide ? 'filled' : 1,
  }));
  return (
    <section aria-label={ariaLabel}>
      <Descriptions
        bordered
        size="small"
        column={{ xs: 1, sm: 1, md: columns, lg: columns, xl: columns, xxl: columns }}
        styles={{ label, content }}
        items={items}
      />
    </section>
  );
}
