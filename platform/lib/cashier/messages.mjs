// @ts-check
// The cashier's refusals in the six contract languages.
import { localizedErrors } from '../i18n.mjs'

/** @typedef {import('../i18n.mjs').LocalizedText} LocalizedText */

// An operator's rejection without a reason, in the cashier console and the identity console alike.
/** @type {LocalizedText} */
export const REJECT_REASON_REQUIRED = {
  EN: 'Give the player a reason for the rejection (2 to 200 characters).',
  PT: 'Informe ao jogador o motivo da recusa (2 a 200 caracteres).',
  ZH: '请向玩家说明拒绝的原因（2 至 200 个字符）。',
  ID: 'Berikan alasan penolakan kepada pemain (2 hingga 200 karakter).',
  TH: 'โปรดระบุเหตุผลของการปฏิเสธให้ผู้เล่น (2 ถึง 200 ตัวอักษร)',
  VI: 'Hãy cho người chơi biết lý do từ chối (2 đến 200 ký tự).',
}

/** @type {Record<string, LocalizedText>} */
const MESSAGES = {
  'cashier.amount.invalid': {
    EN: 'Enter a valid amount.',
    PT: 'Informe um valor válido.',
    ZH: '请输入有效金额。',
    ID: 'Masukkan jumlah yang valid.',
    TH: 'กรุณากรอกจำนวนเงินที่ถูกต้อง',
    VI: 'Vui lòng nhập số tiền hợp lệ.',
  },
  'cashier.amount.below.min': {
    EN: 'The amount is below the minimum.',
    PT: 'O valor está abaixo do mínimo.',
    ZH: '金额低于最低限额。',
    ID: 'Jumlah di bawah batas minimum.',
    TH: 'จำนวนเงินต่ำกว่าขั้นต่ำ',
    VI: 'Số tiền thấp hơn mức tối thiểu.',
  },
  'cashier.amount.above.max': {
    EN: 'The amount is above the maximum.',
    PT: 'O valor está acima do máximo.',
    ZH: '金额超过最高限额。',
    ID: 'Jumlah melebihi batas maksimum.',
    TH: 'จำนวนเงินสูงกว่าขั้นสูงสุด',
    VI: 'Số tiền vượt quá mức tối đa.',
  },
  'cashier.balance.insufficient': {
    EN: 'Your balance does not cover this amount.',
    PT: 'Seu saldo não cobre este valor.',
    ZH: '余额不足。',
    ID: 'Saldo Anda tidak mencukupi.',
    TH: 'ยอดเงินของคุณไม่เพียงพอ',
    VI: 'Số dư của bạn không đủ.',
  },
  'cashier.method.invalid': {
    EN: 'This payment method is not available.',
    PT: 'Este método de pagamento não está disponível.',
    ZH: '该支付方式不可用。',
    ID: 'Metode pembayaran ini tidak tersedia.',
    TH: 'ไม่มีช่องทางการชำระเงินนี้',
    VI: 'Phương thức thanh toán này không khả dụng.',
  },
  'cashier.deposit.too.many.open': {
    EN: 'You already have several unpaid deposits. Pay one or let it expire first.',
    PT: 'Você já tem vários depósitos não pagos. Pague um ou aguarde expirar.',
    ZH: '您有多笔未支付的充值订单，请先支付或等待过期。',
    ID: 'Anda punya beberapa deposit belum dibayar. Bayar salah satu atau tunggu kedaluwarsa.',
    TH: 'คุณมีรายการฝากที่ยังไม่ชำระหลายรายการ กรุณาชำระหรือรอให้หมดอายุก่อน',
    VI: 'Bạn có nhiều lệnh nạp chưa thanh toán. Hãy thanh toán hoặc chờ hết hạn.',
  },
  'cashier.order.not.found': {
    EN: 'This order does not exist.',
    PT: 'Este pedido não existe.',
    ZH: '订单不存在。',
    ID: 'Pesanan ini tidak ada.',
    TH: 'ไม่พบรายการนี้',
    VI: 'Lệnh này không tồn tại.',
  },
  'cashier.order.expired': {
    EN: 'This order has expired.',
    PT: 'Este pedido expirou.',
    ZH: '订单已过期。',
    ID: 'Pesanan ini telah kedaluwarsa.',
    TH: 'รายการนี้หมดอายุแล้ว',
    VI: 'Lệnh này đã hết hạn.',
  },
  'cashier.order.not.pending': {
    EN: 'This order is no longer pending.',
    PT: 'Este pedido não está mais pendente.',
    ZH: '订单已处理。',
    ID: 'Pesanan ini tidak lagi tertunda.',
    TH: 'รายการนี้ไม่อยู่ในสถานะรอดำเนินการแล้ว',
    VI: 'Lệnh này không còn ở trạng thái chờ.',
  },
  'cashier.payment.password.required': {
    EN: 'Set a payment password first.',
    PT: 'Defina primeiro uma senha de pagamento.',
    ZH: '请先设置支付密码。',
    ID: 'Atur kata sandi pembayaran terlebih dahulu.',
    TH: 'กรุณาตั้งรหัสผ่านการชำระเงินก่อน',
    VI: 'Vui lòng đặt mật khẩu thanh toán trước.',
  },
  'cashier.payment.password.exists': {
    EN: 'A payment password is already set.',
    PT: 'Uma senha de pagamento já está definida.',
    ZH: '支付密码已设置。',
    ID: 'Kata sandi pembayaran sudah diatur.',
    TH: 'ตั้งรหัสผ่านการชำระเงินไว้แล้ว',
    VI: 'Mật khẩu thanh toán đã được đặt.',
  },
  'cashier.payment.password.weak': {
    EN: 'Choose a payment password that is not a run or a repeat of one digit.',
    PT: 'Escolha uma senha de pagamento que não seja uma sequência nem um dígito repetido.',
    ZH: '支付密码不能是连续或重复的数字。',
    ID: 'Pilih kata sandi pembayaran yang bukan urutan atau angka berulang.',
    TH: 'รหัสผ่านการชำระเงินต้องไม่เป็นตัวเลขเรียงกันหรือซ้ำกัน',
    VI: 'Mật khẩu thanh toán không được là dãy liên tiếp hoặc lặp một chữ số.',
  },
  'cashier.payment.password.invalid': {
    EN: 'The payment password is wrong.',
    PT: 'A senha de pagamento está incorreta.',
    ZH: '支付密码错误。',
    ID: 'Kata sandi pembayaran salah.',
    TH: 'รหัสผ่านการชำระเงินไม่ถูกต้อง',
    VI: 'Mật khẩu thanh toán không đúng.',
  },
  'cashier.payment.password.locked': {
    EN: 'Too many wrong payment passwords. Withdrawals are locked for a while.',
    PT: 'Muitas senhas de pagamento incorretas. Os saques estão bloqueados por um tempo.',
    ZH: '支付密码错误次数过多，提现已暂时锁定。',
    ID: 'Terlalu banyak kata sandi pembayaran salah. Penarikan dikunci sementara.',
    TH: 'ใส่รหัสผ่านการชำระเงินผิดหลายครั้ง การถอนถูกล็อกชั่วคราว',
    VI: 'Nhập sai mật khẩu thanh toán quá nhiều lần. Rút tiền tạm thời bị khóa.',
  },
  'cashier.login.password.invalid': {
    EN: 'The login password is wrong.',
    PT: 'A senha de acesso está incorreta.',
    ZH: '登录密码错误。',
    ID: 'Kata sandi masuk salah.',
    TH: 'รหัสผ่านเข้าสู่ระบบไม่ถูกต้อง',
    VI: 'Mật khẩu đăng nhập không đúng.',
  },
  'cashier.bank.invalid': {
    EN: 'Choose a bank from the list.',
    PT: 'Escolha um banco da lista.',
    ZH: '请从列表中选择银行。',
    ID: 'Pilih bank dari daftar.',
    TH: 'กรุณาเลือกธนาคารจากรายการ',
    VI: 'Vui lòng chọn ngân hàng trong danh sách.',
  },
  'cashier.bank.account.limit': {
    EN: 'You cannot add more bank accounts.',
    PT: 'Você não pode adicionar mais contas bancárias.',
    ZH: '银行账户数量已达上限。',
    ID: 'Anda tidak dapat menambah rekening bank lagi.',
    TH: 'ไม่สามารถเพิ่มบัญชีธนาคารได้อีก',
    VI: 'Bạn không thể thêm tài khoản ngân hàng nữa.',
  },
  'cashier.bank.account.exists': {
    EN: 'This bank account is already added.',
    PT: 'Esta conta bancária já foi adicionada.',
    ZH: '该银行账户已添加。',
    ID: 'Rekening bank ini sudah ditambahkan.',
    TH: 'เพิ่มบัญชีธนาคารนี้แล้ว',
    VI: 'Tài khoản ngân hàng này đã được thêm.',
  },
  'cashier.bank.account.not.found': {
    EN: 'Choose one of your bank accounts.',
    PT: 'Escolha uma das suas contas bancárias.',
    ZH: '请选择您的银行账户。',
    ID: 'Pilih salah satu rekening bank Anda.',
    TH: 'กรุณาเลือกบัญชีธนาคารของคุณ',
    VI: 'Vui lòng chọn một tài khoản ngân hàng của bạn.',
  },
  'cashier.reject.reason.required': REJECT_REASON_REQUIRED,
}

// A cashier refusal in the caller's language.
export const cashierError = localizedErrors(MESSAGES)
