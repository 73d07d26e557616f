import type { CompanyType } from '@portal/contract/common';
import type { UserPlantBody, UserRow } from '@portal/contract/users';
import { Modal, Tabs, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useUserPlants } from '../api/get-user-plants.ts';
import { useSaveUserPlants } from '../api/save-user-plants.ts';
import { PlantChoiceTable } from './plant-choice-table.tsx';

type UserPlantsDialogProps = {
  user: Pick<UserRow, 'userId' | 'userCode' | 'userName' | 'userType'>;
  onClose: () => void;
};

const PLANT_TYPES: readonly CompanyType[] = ['B', 'S'];

/**
 * The plants a user works with, buyer (B) and supplier (S) plants on two tabs: each lists the plants the
 * user may work with (its companies' and their active partners'), its own checked. A hint says what they
 * do for this user: a buyer user's buyer plants narrow its data, a supplier user's plants do not.
 */
export function UserPlantsDialog({ user, onClose }: UserPlantsDialogProps) {
  const { t } = useTranslation('users');
  const plants = { B: useUserPlants(user.userId, 'B'), S: useUserPlants(user.userId, 'S') };
  const [edited, setEdited] = useState<Partial<Record<CompanyType, number[]>>>({});
  const save = useSaveUserPlants();
  const chosenOf = (type: CompanyType) =>
    edited[type] ?? plants[type].data?.filter((plant) => plant.choice).map((plant) => plant.plantId) ?? [];
  const submit = () => {
    // only the types changed here are sent: each call replaces the plants of its type
    const bodies: UserPlantBody[] = PLANT_TYPES.flatMap((plantType) => {
      const plantIds = edited[plantType];
      return plantIds ? [{ userId: user.userId, plantType, plantIds }] : [];
    });
    if (bodies.length === 0) return onClose();
    save.mutate(bodies, { onSuccess: onClose });
  };
  return (
    <Modal
      open
      title={t('plants.title')}
      width={720}
      onCancel={onClose}
      onOk={submit}
      confirmLoading={save.isPending}
      mask={{ closable: false }}
    >
      <Typography.Paragraph strong>{`${user.userCode} ${user.userName}`}</Typography.Paragraph>
      <Typography.Paragraph type="secondary">
        {t(user.userType === 'B' ? 'plants.scopeHintBuyer' : 'plants.scopeHintSupplier')}
      </Typography.Paragraph>
      <Tabs
        items={PLANT_TYPES.map((type) => ({
          key: type,
          label: t(type === 'B' ? 'plants.buyerPlants' : 'plants.supplierPlants'),
          children: (
            <PlantChoiceTable
              plants={plants[type].data}
              loading={plants[type].isFetching}
              chosen={chosenOf(type)}
              onChange={(plantIds) => setEdited((current) => ({ ...current, [type]: plantIds }))}
            />
          ),
        }))}
      />
    </Modal>
  );
}
