import type { ThemeConfig } from 'antd';

export const BRAND_NAVY = '#0b2545';

/**
 * A field that cannot be changed still holds a value someone reads (a view screen, a fixed supplier
 * code): its text keeps normal contrast (about 10:1, not the default 2:1 grey); the grey background
 * and the cursor still say it cannot be changed.
 */
const READABLE_DISABLED = { colorTextDisabled: 'rgba(0, 0, 0, 0.78)' };

export const theme: ThemeConfig = {
  zeroRuntime: true,
  token: {
    colorPrimary: '#1d5fa8',
    colorInfo: '#1d5fa8',
    colorLink: '#1d5fa8',
    borderRadius: 8,
    colorBgLayout: '#f3f5f9',
  },
  components: {
    Layout: { headerBg: BRAND_NAVY, headerHeight: 56, headerPadding: '0 16px 0 0', siderBg: '#ffffff' },
    Menu: { itemBorderRadius: 8, subMenuItemBorderRadius: 8 },
    Input: READABLE_DISABLED,
    InputNumber: READABLE_DISABLED,
    Select: READABLE_DISABLED,
    DatePicker: READABLE_DISABLED,
    Checkbox: READABLE_DISABLED,
    Radio: READABLE_DISABLED,
  },
};
