import { ReloadOutlined } from '@ant-design/icons';
import type { AsnDetailLine } from '@portal/contract/asn';
import { Alert, Button, Flex, Form, Input, Table, type TableColumnsType } from 'antd';
import type { FormListFieldData } from 'antd/es/form/FormList';
import { useTranslation } from 'react-i18next';
import { readableColumns } from '../../../components/list-kit/table/readable-columns.tsx';
import { packageQtyProblem, packagesOfLines, unbalancedParts } from './packages.ts';
import { problemRule } from './problem-rule.ts';
import type { LineValues, PackageValues } from './wizard-values.ts';

const PACKAGES_TABLE_HEIGHT = 425;

type PackagingTabProps = {
  lines: readonly AsnDetailLine[];
  asnNo: string | null;
  editable: boolean;
  /** whether parts whose packages do not hold their quantity are shown: not before the user gets to them */
  showBalance: boolean;
};

/**
 * Tab packaging (only when the ASN prints labels): the packages of each part, as many as the lines need
 * at their lot size; quantities may be changed as long as each part's packages hold its ASN quantity.
 */
export function PackagingTab({ lines, asnNo, editable, showBalance }: PackagingTabProps) {
  const { t } = useTranslation('asn');
  const form = Form.useFormInstance();
  const lineValues: LineValues[] = Form.useWatch('lines', form) ?? [];
  const packages: PackageValues[] = Form.useWatch('packages', { form, preserve: true }) ?? [];
  const unbalanced = showBalance ? unbalancedParts(lines, lineValues, packages) : [];
  const regenerate = () => form.setFieldValue('packages', packagesOfLines(lines, lineValues, asnNo));
  return (
    <Form.List name="packages">
      {(fields, { remove }) => {
        const columns: TableColumnsType<FormListFieldData> = [
          {
            key: 'partNo',
            title: t('fields.partNo'),
            width: 160,
            render: (_v, f) => packages[f.name]?.partNo,
          },
          {
            key: 'packageNo',
            title: t('fields.packageNo'),
            width: 180,
            render: (_v, f) => packages[f.name]?.packageNo,
          },
          {
            key: 'qtyOfPackaging',
            title: t('fields.qtyOfPackaging'),
            width: 160,
            render: (_v, f) => (
              <Form.Item
                name={[f.name, 'qtyOfPackaging']}
                rules={[problemRule<string>(t, (value) => packageQtyProblem(value))]}
                style={{ marginBottom: 0 }}
              >
                <Input aria-label={t('fields.qtyOfPackaging')} maxLength={20} />
              </Form.Item>
            ),
          },
        ];
        if (editable)
          columns.push({
            key: 'remove',
            title: t('listKit:table.actions'),
            width: 90,
            render: (_v, f) => (
              <Button type="link" size="small" danger onClick={() => remove(f.name)}>
                {t('wizard.removePackage')}
              </Button>
            ),
          });
        return (
          <Flex vertical gap={12}>
            {editable && (
              <Flex>
                <Button icon={<ReloadOutlined />} onClick={regenerate}>
                  {t('wizard.generatePackages')}
                </Button>
              </Flex>
            )}
            {unbalanced.length > 0 && (
              <Alert
                type="warning"
                showIcon
                title={t('rules.packageSumMismatch', { parts: unbalanced.join(', ') })}
              />
            )}
            <Table<FormListFieldData>
              rowKey="key"
              size="small"
              bordered
              columns={readableColumns(columns)}
              dataSource={fields}
              pagination={false}
              scroll={{ x: 'max-content', y: PACKAGES_TABLE_HEIGHT }}
              locale={{ emptyText: t('wizard.noPackages') }}
            />
          </Flex>
        );
      }}
    </Form.List>
  );
}
