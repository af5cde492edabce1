// @ts-check
// Languages the contract knows, and the platform's own localized texts (error messages, lane titles).
import { ApiError } from './http.mjs'

export const LANGUAGES = /** @type {const} */ (['EN', 'PT', 'ZH', 'ID', 'TH', 'VI'])

/** @typedef {(typeof LANGUAGES)[number]} Language */
/** @typedef {Record<Language, string>} LocalizedText */

/** @param {unknown} value @returns {value is Language} */
export function isLanguage(value) {
  return typeof value === 'string' && /** @type {readonly string[]} */ (LANGUAGES).includes(value)
}

/**
 * @param {Partial<LocalizedText> | undefined} texts
 * @param {string} language
 */
export function pickText(texts, language) {
  if (!texts) return ''
  return texts[/** @type {Language} */ (language)] ?? texts.EN ?? ''
}

/**
 * The refusals of one area (cashier, money pages, player protection): each error carries the code's
 * message in the caller's language, English where that language has none.
 * @param {Record<string, LocalizedText>} messages
 */
export function localizedErrors(messages) {
  /**
   * @param {number} status
   * @param {string} errorCode
   * @param {string} language
   * @param {{ value?: unknown, headers?: Record<string, string> }} [details]
   */
  return (status, errorCode, language, details = {}) => {
    const texts = messages[errorCode]
    const message = texts?.[/** @type {Language} */ (language)] ?? texts?.EN
    return new ApiError(status, errorCode, { ...details, message })
  }
}

/** @type {Record<string, LocalizedText>} */
const ERROR_MESSAGES = {
  'merchant.acct.setup.err': {
    EN: 'This site is not set up.',
    PT: 'Este site não está configurado.',
    ZH: '商户未配置。',
    ID: 'Situs ini belum diatur.',
    TH: 'เว็บไซต์นี้ยังไม่ได้ตั้งค่า',
    VI: 'Trang này chưa được thiết lập.',
  },
  'function.not.available': {
    EN: 'This function is not available.',
    PT: 'Esta função não está disponível.',
    ZH: '该功能暂不可用。',
    ID: 'Fungsi ini tidak tersedia.',
    TH: 'ฟังก์ชันนี้ไม่พร้อมใช้งาน',
    VI: 'Chức năng này không khả dụng.',
  },
  'login.not.session': {
    EN: 'Your session has ended. Please log in again.',
    PT: 'Sua sessão terminou. Faça login novamente.',
    ZH: '登录已失效，请重新登录。',
    ID: 'Sesi Anda telah berakhir. Silakan masuk lagi.',
    TH: 'เซสชันของคุณหมดอายุ กรุณาเข้าสู่ระบบอีกครั้ง',
    VI: 'Phiên đăng nhập đã hết. Vui lòng đăng nhập lại.',
  },
  nologin: {
    EN: 'Please log in first.',
    PT: 'Faça login primeiro.',
    ZH: '请先登录。',
    ID: 'Silakan masuk terlebih dahulu.',
    TH: 'กรุณาเข้าสู่ระบบก่อน',
    VI: 'Vui lòng đăng nhập trước.',
  },
  request_body_required: {
    EN: 'The request body is missing or unreadable.',
    PT: 'O corpo da solicitação está ausente ou ilegível.',
    ZH: '请求内容缺失或无法读取。',
    ID: 'Isi permintaan tidak ada atau tidak terbaca.',
    TH: 'ไม่พบข้อมูลคำขอหรืออ่านไม่ได้',
    VI: 'Thiếu nội dung yêu cầu hoặc không đọc được.',
  },
  request_param_err: {
    EN: 'Some of the information sent is not valid.',
    PT: 'Algumas informações enviadas não são válidas.',
    ZH: '提交的信息有误。',
    ID: 'Sebagian informasi yang dikirim tidak valid.',
    TH: 'ข้อมูลบางส่วนไม่ถูกต้อง',
    VI: 'Một số thông tin gửi lên không hợp lệ.',
  },
  'chat.ticket.invalid': {
    EN: 'This chat link has expired. Close the chat and open it again.',
    PT: 'Este link do chat expirou. Feche o chat e abra-o novamente.',
    ZH: '聊天链接已过期，请关闭后重新打开。',
    ID: 'Tautan obrolan ini sudah kedaluwarsa. Tutup obrolan lalu buka lagi.',
    TH: 'ลิงก์แชทนี้หมดอายุแล้ว ปิดแชทแล้วเปิดใหม่อีกครั้ง',
    VI: 'Liên kết trò chuyện đã hết hạn. Hãy đóng và mở lại khung chat.',
  },
  'chat.session.ended': {
    EN: 'You have signed out. Log in again to chat with us.',
    PT: 'Você saiu da sua conta. Faça login novamente para conversar conosco.',
    ZH: '您已退出登录，请重新登录后再聊天。',
    ID: 'Anda telah keluar. Masuk lagi untuk mengobrol dengan kami.',
    TH: 'คุณออกจากระบบแล้ว กรุณาเข้าสู่ระบบอีกครั้งเพื่อแชทกับเรา',
    VI: 'Bạn đã đăng xuất. Hãy đăng nhập lại để trò chuyện với chúng tôi.',
  },
  'chat.message.empty': {
    EN: 'Write a message first.',
    PT: 'Escreva uma mensagem primeiro.',
    ZH: '请先输入消息。',
    ID: 'Tulis pesan terlebih dahulu.',
    TH: 'กรุณาพิมพ์ข้อความก่อน',
    VI: 'Hãy nhập tin nhắn trước.',
  },
  'chat.message.too.long': {
    EN: 'A message can have at most 500 characters.',
    PT: 'Uma mensagem pode ter no máximo 500 caracteres.',
    ZH: '消息最多 500 个字符。',
    ID: 'Pesan maksimal 500 karakter.',
    TH: 'ข้อความยาวได้ไม่เกิน 500 ตัวอักษร',
    VI: 'Tin nhắn tối đa 500 ký tự.',
  },
  'chat.operator.key': {
    EN: 'The operator key is wrong.',
    PT: 'A chave do operador está incorreta.',
    ZH: '运营密钥错误。',
    ID: 'Kunci operator salah.',
    TH: 'คีย์ผู้ดูแลไม่ถูกต้อง',
    VI: 'Khóa nhà vận hành không đúng.',
  },
  TOO_MANY_REQUESTS: {
    EN: 'Too many requests. Please wait and try again.',
    PT: 'Muitas solicitações. Aguarde e tente novamente.',
    ZH: '请求过于频繁，请稍后再试。',
    ID: 'Terlalu banyak permintaan. Tunggu lalu coba lagi.',
    TH: 'มีคำขอมากเกินไป กรุณารอสักครู่แล้วลองใหม่',
    VI: 'Quá nhiều yêu cầu. Vui lòng đợi và thử lại.',
  },
  'system.error': {
    EN: 'Something went wrong. Please try again later.',
    PT: 'Algo deu errado. Tente novamente mais tarde.',
    ZH: '系统错误，请稍后再试。',
    ID: 'Terjadi kesalahan. Silakan coba lagi nanti.',
    TH: 'เกิดข้อผิดพลาด กรุณาลองใหม่ภายหลัง',
    VI: 'Đã xảy ra lỗi. Vui lòng thử lại sau.',
  },
  '#459': {
    EN: 'Method not supported.',
    PT: 'Método não suportado.',
    ZH: '不支持该请求方法。',
    ID: 'Metode tidak didukung.',
    TH: 'ไม่รองรับเมธอดนี้',
    VI: 'Phương thức không được hỗ trợ.',
  },
  'login.failed': {
    EN: 'Incorrect username or password.',
    PT: 'Usuário ou senha incorretos.',
    ZH: '用户名或密码错误。',
    ID: 'Nama pengguna atau kata sandi salah.',
    TH: 'ชื่อผู้ใช้หรือรหัสผ่านไม่ถูกต้อง',
    VI: 'Tên đăng nhập hoặc mật khẩu không đúng.',
  },
  'captcha.invalid': {
    EN: 'The captcha is wrong or has expired.',
    PT: 'O captcha está incorreto ou expirou.',
    ZH: '验证码错误或已过期。',
    ID: 'Captcha salah atau kedaluwarsa.',
    TH: 'แคปช่าไม่ถูกต้องหรือหมดอายุ',
    VI: 'Mã captcha sai hoặc đã hết hạn.',
  },
  'sms.code.invalid': {
    EN: 'The SMS code is wrong or has expired.',
    PT: 'O código SMS está incorreto ou expirou.',
    ZH: '短信验证码错误或已过期。',
    ID: 'Kode SMS salah atau kedaluwarsa.',
    TH: 'รหัส SMS ไม่ถูกต้องหรือหมดอายุ',
    VI: 'Mã SMS sai hoặc đã hết hạn.',
  },
  'member.username.taken': {
    EN: 'This username is already registered.',
    PT: 'Este nome de usuário já está cadastrado.',
    ZH: '该用户名已被注册。',
    ID: 'Nama pengguna ini sudah terdaftar.',
    TH: 'ชื่อผู้ใช้นี้ถูกลงทะเบียนแล้ว',
    VI: 'Tên đăng nhập này đã được đăng ký.',
  },
  'member.mobile.taken': {
    EN: 'This mobile number is already registered.',
    PT: 'Este número de celular já está cadastrado.',
    ZH: '该手机号已被注册。',
    ID: 'Nomor ponsel ini sudah terdaftar.',
    TH: 'หมายเลขโทรศัพท์นี้ถูกลงทะเบียนแล้ว',
    VI: 'Số điện thoại này đã được đăng ký.',
  },
  'affiliate.code.invalid': {
    EN: 'The invitation code is not valid.',
    PT: 'O código de convite não é válido.',
    ZH: '邀请码无效。',
    ID: 'Kode undangan tidak valid.',
    TH: 'รหัสเชิญไม่ถูกต้อง',
    VI: 'Mã mời không hợp lệ.',
  },
  'password.confirm.mismatch': {
    EN: 'The confirmation does not match the password.',
    PT: 'Entrada de confirmação incorreta.',
    ZH: '两次输入的密码不一致。',
    ID: 'Konfirmasi tidak sama dengan kata sandi.',
    TH: 'การยืนยันไม่ตรงกับรหัสผ่าน',
    VI: 'Mật khẩu xác nhận không khớp.',
  },
  'password.old.invalid': {
    EN: 'The current password is not correct.',
    PT: 'A senha atual não está correta.',
    ZH: '原密码不正确。',
    ID: 'Kata sandi saat ini salah.',
    TH: 'รหัสผ่านปัจจุบันไม่ถูกต้อง',
    VI: 'Mật khẩu hiện tại không đúng.',
  },
  'password.same.as.old': {
    EN: 'The new password must differ from the current one.',
    PT: 'A nova senha deve ser diferente da atual.',
    ZH: '新密码不能与原密码相同。',
    ID: 'Kata sandi baru harus berbeda dari yang lama.',
    TH: 'รหัสผ่านใหม่ต้องไม่ซ้ำกับรหัสผ่านเดิม',
    VI: 'Mật khẩu mới phải khác mật khẩu hiện tại.',
  },
}

/**
 * The localized message for an error code, or undefined when the platform has none.
 * @param {string} errorCode
 * @param {string} language
 */
export function errorMessage(errorCode, language) {
  const texts = ERROR_MESSAGES[errorCode]
  return texts ? pickText(texts, language) : undefined
}

/**
 * Lane titles of the vendor list, by game category.
 * @type {Record<string, LocalizedText>}
 */
export const CATEGORY_TITLES = {
  INHOUSE: {
    EN: 'House Originals',
    PT: 'Originais da Casa',
    ZH: '自营游戏',
    ID: 'Permainan Asli',
    TH: 'เกมออริจินัล',
    VI: 'Trò chơi độc quyền',
  },
  ELOTT: {
    EN: 'E-Lottery',
    PT: 'Loteria Eletrônica',
    ZH: '电子彩票',
    ID: 'Lotre Elektronik',
    TH: 'ลอตเตอรี่อิเล็กทรอนิกส์',
    VI: 'Xổ số điện tử',
  },
  LOTT: { EN: 'Lottery', PT: 'Loteria', ZH: '彩票', ID: 'Lotre', TH: 'ลอตเตอรี่', VI: 'Xổ số' },
  LIVE: {
    EN: 'Live Casino',
    PT: 'Cassino ao Vivo',
    ZH: '真人视讯',
    ID: 'Kasino Langsung',
    TH: 'คาสิโนสด',
    VI: 'Sòng bài trực tiếp',
  },
  SPORTS: { EN: 'Sports', PT: 'Esportes', ZH: '体育', ID: 'Olahraga', TH: 'กีฬา', VI: 'Thể thao' },
  FISH: { EN: 'Fishing', PT: 'Pescaria', ZH: '捕鱼', ID: 'Tembak Ikan', TH: 'ยิงปลา', VI: 'Bắn cá' },
  RNG: { EN: 'Slots', PT: 'Caça-níqueis', ZH: '电子游艺', ID: 'Slot', TH: 'สล็อต', VI: 'Nổ hũ' },
  PVP: {
    EN: 'Card Games',
    PT: 'Jogos de Cartas',
    ZH: '棋牌游戏',
    ID: 'Permainan Kartu',
    TH: 'เกมไพ่',
    VI: 'Game bài',
  },
}
