import type { PropType } from '@portal/contract/lookup';

type Names = [cn: string, en: string, th: string];

/** The option lists behind GET /propertiesInfo/getProperties, in display order. */
export const PROPERTY_SEED: Record<PropType, Array<[key: string, names: Names]>> = {
  currencyType: [
    ['CNY', ['人民币', 'Chinese Yuan', 'หยวนจีน']],
    ['THB', ['泰铢', 'Thai Baht', 'บาท']],
    ['USD', ['美元', 'US Dollar', 'ดอลลาร์สหรัฐ']],
    ['EUR', ['欧元', 'Euro', 'ยูโร']],
    ['INR', ['印度卢比', 'Indian Rupee', 'รูปีอินเดีย']],
    ['JPY', ['日元', 'Japanese Yen', 'เยนญี่ปุ่น']],
  ],
  overseaType: [
    ['Y', ['海外', 'Oversea', 'ต่างประเทศ']],
    ['N', ['国内', 'Domestic', 'ในประเทศ']],
  ],
  whtRate: [
    ['0', ['0%', '0%', '0%']],
    ['1', ['1%', '1%', '1%']],
    ['2', ['2%', '2%', '2%']],
    ['3', ['3%', '3%', '3%']],
    ['5', ['5%', '5%', '5%']],
  ],
  tEdi: [
    ['Y', ['是', 'Yes', 'ใช่']],
    ['N', ['否', 'No', 'ไม่ใช่']],
  ],
  scheduleType: [
    ['Firm', ['确定', 'Firm', 'แน่นอน']],
    ['Forecast', ['预测', 'Forecast', 'พยากรณ์']],
  ],
  scheduleStatus: [
    ['New', ['新建', 'New', 'ใหม่']],
    ['Wait for Approval', ['待批准', 'Wait for Approval', 'รออนุมัติ']],
    ['Confirmed', ['已确认', 'Confirmed', 'ยืนยันแล้ว']],
    ['Rejected', ['已拒绝', 'Rejected', 'ถูกปฏิเสธ']],
  ],
  scheduleActive: [
    ['Y', ['最新', 'Latest', 'ล่าสุด']],
    ['N', ['历史', 'Previous', 'ก่อนหน้า']],
  ],
  asnStatus: [
    ['Draft', ['草稿', 'Draft', 'ฉบับร่าง']],
    ['Submitted', ['已提交', 'Submitted', 'ส่งแล้ว']],
    ['Success', ['成功', 'Success', 'สำเร็จ']],
    ['Failed', ['失败', 'Failed', 'ล้มเหลว']],
    ['Cancelled', ['已取消', 'Cancelled', 'ยกเลิกแล้ว']],
  ],
  rejectType: [
    ['PRICE', ['价格差异', 'Price variance', 'ราคาไม่ตรงกัน']],
    ['QUANTITY', ['数量差异', 'Quantity variance', 'ปริมาณไม่ตรงกัน']],
    ['DOCUMENT', ['单据缺失或错误', 'Missing or wrong document', 'เอกสารขาดหรือไม่ถูกต้อง']],
    ['TAX', ['税务信息错误', 'Wrong tax information', 'ข้อมูลภาษีไม่ถูกต้อง']],
    ['OTHER', ['其他', 'Other', 'อื่น ๆ']],
  ],
  invoiceStatus: [
    ['Draft', ['草稿', 'Draft', 'ฉบับร่าง']],
    ['Submitted', ['已提交', 'Submitted', 'ส่งแล้ว']],
    ['Passed', ['匹配通过', 'Passed', 'ผ่าน']],
    ['Failed', ['匹配失败', 'Failed', 'ไม่ผ่าน']],
    ['Invoice_Checked', ['已核对', 'Invoice Checked', 'ตรวจสอบแล้ว']],
    ['Posted', ['已过账', 'Posted', 'ลงบัญชีแล้ว']],
    ['Rejected', ['已拒绝', 'Rejected', 'ถูกปฏิเสธ']],
    ['Paid', ['已付款', 'Paid', 'ชำระเงินแล้ว']],
  ],
  companyType: [
    ['B', ['采购方', 'Buyer', 'ผู้ซื้อ']],
    ['S', ['供应商', 'Supplier', 'ซัพพลายเออร์']],
  ],
  userStatus: [
    ['Y', ['启用', 'Active', 'ใช้งาน']],
    ['N', ['停用', 'Inactive', 'ไม่ใช้งาน']],
  ],
};
