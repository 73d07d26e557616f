import { type PlantRow, SavePlant } from '@portal/contract/companies';
import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../../components/form-dialog/form-dialog.tsx';
import { requiredInput } from '../../../platform/forms/required-rule.ts';
import { zodRule } from '../../../platform/forms/zod-rule.ts';
import { useSavePlant } from '../api/save-plant.ts';

type PlantFormValues = { plantCode: string; plantName: string; address?: string };

type PlantFormDialogProps = {
  companyId: number;
  /** the plant to change, or undefined to add one */
  plant?: PlantRow;
  onClose: () => void;
};

/** Add or edit a plant of a company; the code is fixed once the plant exists (spec 3 §3). */
export function PlantFormDialog({ companyId, plant, onClose }: PlantFormDialogProps) {
  const { t } = useTranslation(['companies', 'forms']);
  const [form] = Form.useForm<PlantFormValues>();
  const save = useSavePlant();
  const initialValues: Partial<PlantFormValues> = plant
    ? { plantCode: plant.plantCode, plantName: plant.plantName, address: plant.address ?? undefined }
    : {};
  const submit = (values: PlantFormValues) => {
    const body = {
      plantId: plant?.plantId,
      companyId,
      plantCode: values.plantCode.trim(),
      plantName: values.plantName.trim(),
      address: values.address?.trim() ?? '',
    };
    save.mutate({ body }, { onSuccess: onClose });
  };
  return (
    <FormDialog<PlantFormValues>
      name="plantForm"
      title={t(plant ? 'plant.editTitle' : 'plant.addTitle')}
      form={form}
      initialValues={initialValues}
      saving={save.isPending}
      width={520}
      onClose={onClose}
      onFinish={submit}
    >
      <Form.Item
        name="plantCode"
        label={t('plant.plantCode')}
        rules={[
          requiredInput(t('plant.plantCode')),
          zodRule(SavePlant.shape.plantCode, t('forms:invalid.code')),
        ]}
      >
        <Input maxLength={20} disabled={plant !== undefined} />
      </Form.Item>
      <Form.Item name="plantName" label={t('plant.plantName')} rules={[requiredInput(t('plant.plantName'))]}>
        <Input maxLength={100} />
      </Form.Item>
      <Form.Item name="address" label={t('plant.address')}>
        <Input maxLength={300} />
      </Form.Item>
    </FormDialog>
  );
}
