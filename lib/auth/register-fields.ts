// Profile fields of a registration by username, shown (and so checked) only when the tenant's rules
// enable them (product spec §5), in the order the form shows them.
export const PROFILE_FIELDS = [
  'payeeName',
  'email',
  'qqNum',
  'recommenderId',
  'paymentPassword',
  'line',
  'whatsapp',
  'zalo',
  'facebook',
  'wechat',
  'idNumber',
  'birthday',
] as const
