import { ianaTimeZones } from '@portal/contract/companies';
import { Select } from 'antd';

/** Built once: the same list the server accepts (the contract's IANA names). */
const ZONE_OPTIONS = ianaTimeZones().map((zone) => ({ value: zone, label: zone }));

type TimeZoneSelectProps = { id?: string; value?: string; onChange?: (value: string | undefined) => void };

/** A searchable select of the IANA time zones (Asia/Shanghai, Asia/Bangkok ...). */
export function TimeZoneSelect(props: TimeZoneSelectProps) {
  return <Select {...props} options={ZONE_OPTIONS} showSearch={{ optionFilterProp: 'label' }} allowClear />;
}
