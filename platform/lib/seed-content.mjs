// @ts-check
// Texts of the seeded banners, announcements and promotions in the six contract languages.
// `{brand}` is replaced by the merchant's brand name when seeding.

/** @typedef {import('./i18n.mjs').LocalizedText} LocalizedText */

/**
 * @param {string} EN @param {string} PT @param {string} ZH @param {string} ID @param {string} TH @param {string} VI
 * @returns {LocalizedText}
 */
const t = (EN, PT, ZH, ID, TH, VI) => ({ EN, PT, ZH, ID, TH, VI })

export const HEADLINES = {
  welcome: t(
    'Welcome bonus on your first deposit',
    'Bônus de boas-vindas no primeiro depósito',
    '首存即享欢迎奖金',
    'Bonus sambutan untuk deposit pertama',
    'โบนัสต้อนรับสำหรับการฝากครั้งแรก',
    'Thưởng chào mừng cho lần nạp đầu tiên',
  ),
  newSlots: t(
    "Spin this week's new releases",
    'Gire os lançamentos da semana',
    '本周新游戏上线',
    'Putar rilisan baru minggu ini',
    'หมุนเกมใหม่ประจำสัปดาห์',
    'Quay ngay game mới trong tuần',
  ),
  liveTables: t(
    'Live tables open all night',
    'Mesas ao vivo abertas a noite toda',
    '真人桌台通宵开放',
    'Meja langsung buka sepanjang malam',
    'โต๊ะสดเปิดตลอดคืน',
    'Bàn trực tiếp mở suốt đêm',
  ),
  referFriend: t(
    'Refer a friend, earn together',
    'Indique um amigo e ganhem juntos',
    '邀请好友，一起赚取奖励',
    'Ajak teman, untung bersama',
    'ชวนเพื่อน รับรางวัลด้วยกัน',
    'Giới thiệu bạn bè, cùng nhận thưởng',
  ),
  cashback: t(
    'Weekly cashback every Monday',
    'Cashback semanal toda segunda-feira',
    '每周一发放返水',
    'Cashback mingguan setiap Senin',
    'รับเงินคืนทุกวันจันทร์',
    'Hoàn tiền hàng tuần vào thứ Hai',
  ),
  sportsBoost: t(
    'Boost your parlays this weekend',
    'Turbine suas múltiplas neste fim de semana',
    '本周末串关赔率加码',
    'Tingkatkan parlay Anda akhir pekan ini',
    'เพิ่มราคาสเต็ปสุดสัปดาห์นี้',
    'Tăng tỷ lệ cược xiên cuối tuần này',
  ),
  joinNow: t(
    'Join now and claim your welcome gift',
    'Cadastre-se e receba seu presente',
    '立即注册领取见面礼',
    'Daftar sekarang dan klaim hadiah Anda',
    'สมัครวันนี้รับของขวัญต้อนรับ',
    'Đăng ký ngay nhận quà chào mừng',
  ),
  welcomeBack: t(
    'Welcome back, your tables are waiting',
    'Bem-vindo de volta, suas mesas esperam',
    '欢迎回来，牌桌等您入座',
    'Selamat datang kembali, meja Anda menunggu',
    'ยินดีต้อนรับกลับ โต๊ะของคุณรออยู่',
    'Chào mừng trở lại, bàn chơi đang chờ bạn',
  ),
  resetBySms: t(
    'Reset your password by SMS in a minute',
    'Redefina sua senha por SMS em um minuto',
    '一分钟短信重置密码',
    'Atur ulang kata sandi lewat SMS dalam semenit',
    'รีเซ็ตรหัสผ่านทาง SMS ภายในนาทีเดียว',
    'Đặt lại mật khẩu qua SMS trong một phút',
  ),
  originals: t(
    'Dice, mines and slots made in-house',
    'Dados, minas e slots feitos em casa',
    '自研骰子、扫雷与老虎机',
    'Dadu, ranjau, dan slot buatan sendiri',
    'ลูกเต๋า ทุ่นระเบิด และสล็อตของเราเอง',
    'Xúc xắc, dò mìn và slot tự phát triển',
  ),
  freeSpins: t(
    'Free spins for new players',
    'Giros grátis para novos jogadores',
    '新玩家免费旋转',
    'Putaran gratis untuk pemain baru',
    'ฟรีสปินสำหรับผู้เล่นใหม่',
    'Vòng quay miễn phí cho người chơi mới',
  ),
}

/**
 * @typedef {{ kind: 'player' | 'popup', execution: 'A' | 'B' | 'F' | null, daysAgo: number, title: LocalizedText, content: LocalizedText }} AnnouncementSeed
 */

/**
 * Where a banner leads: a seeded promotion by key, the merchant's top hot slot, a portal path, or
 * nowhere.
 * @typedef {{ promotion: string } | 'hotSlot' | { url: string } | null} BannerLink
 */

/**
 * The banners every merchant starts with, in order: banner group, headline, link.
 * @type {[string, keyof typeof HEADLINES, BannerLink][]}
 */
export const BANNERS = [
  ['w_home', 'welcome', { promotion: 'welcome' }],
  ['w_home', 'newSlots', 'hotSlot'],
  ['w_home', 'liveTables', { url: '/live' }],
  ['w_home', 'sportsBoost', { url: '/sports' }],
  ['w_home', 'cashback', null],
  ['w_promotion', 'cashback', { promotion: 'cashback' }],
  ['w_promotion', 'referFriend', { promotion: 'referral' }],
  ['w_login', 'welcomeBack', null],
  ['w_register', 'joinNow', { url: '/register' }],
  ['w_forget', 'resetBySms', null],
  ['w_leftmenu', 'originals', { url: '/inhouse' }],
  ['w_reg', 'welcome', { promotion: 'welcome' }],
  ['w_reg', 'freeSpins', { promotion: 'freeSpins' }],
]

/** @type {AnnouncementSeed[]} */
export const ANNOUNCEMENTS = [
  {
    kind: 'player',
    execution: null,
    daysAgo: 1,
    title: t(
      'Scheduled maintenance on Tuesday',
      'Manutenção programada na terça-feira',
      '周二例行维护',
      'Pemeliharaan terjadwal hari Selasa',
      'ปิดปรับปรุงระบบตามกำหนดวันอังคาร',
      'Bảo trì định kỳ vào thứ Ba',
    ),
    content: t(
      'Some games are unavailable on Tuesday from 03:00 to 04:00 UTC while providers update their servers.',
      'Alguns jogos ficam indisponíveis na terça-feira das 03:00 às 04:00 UTC durante a atualização dos provedores.',
      '周二 UTC 03:00 至 04:00 供应商更新服务器，部分游戏暂停使用。',
      'Beberapa permainan tidak tersedia hari Selasa pukul 03:00–04:00 UTC selama penyedia memperbarui server.',
      'บางเกมจะไม่พร้อมให้บริการวันอังคารเวลา 03:00–04:00 UTC ระหว่างที่ผู้ให้บริการอัปเดตเซิร์ฟเวอร์',
      'Một số trò chơi tạm ngừng vào thứ Ba từ 03:00 đến 04:00 UTC khi nhà cung cấp cập nhật máy chủ.',
    ),
  },
  {
    kind: 'player',
    execution: null,
    daysAgo: 3,
    title: t(
      'New live tables added',
      'Novas mesas ao vivo',
      '新增真人桌台',
      'Meja langsung baru ditambahkan',
      'เพิ่มโต๊ะสดใหม่',
      'Thêm bàn trực tiếp mới',
    ),
    content: t(
      'Two new baccarat tables are open in the live casino.',
      'Duas novas mesas de bacará estão abertas no cassino ao vivo.',
      '真人视讯新开两张百家乐桌台。',
      'Dua meja bakarat baru dibuka di kasino langsung.',
      'เปิดโต๊ะบาคาร่าใหม่สองโต๊ะในคาสิโนสด',
      'Hai bàn baccarat mới đã mở tại sòng bài trực tiếp.',
    ),
  },
  {
    kind: 'player',
    execution: null,
    daysAgo: 6,
    title: t(
      'Responsible gaming tools',
      'Ferramentas de jogo responsável',
      '理性游戏工具',
      'Alat permainan yang bertanggung jawab',
      'เครื่องมือการเล่นอย่างรับผิดชอบ',
      'Công cụ chơi có trách nhiệm',
    ),
    content: t(
      'You can set deposit limits or take a break at any time from your account settings.',
      'Você pode definir limites de depósito ou fazer uma pausa a qualquer momento nas configurações da conta.',
      '您可以随时在账户设置中设定存款限额或暂停游戏。',
      'Anda dapat mengatur batas deposit atau beristirahat kapan saja dari pengaturan akun.',
      'คุณสามารถตั้งวงเงินฝากหรือพักการเล่นได้ทุกเมื่อจากการตั้งค่าบัญชี',
      'Bạn có thể đặt giới hạn nạp tiền hoặc tạm nghỉ bất cứ lúc nào trong cài đặt tài khoản.',
    ),
  },
  {
    kind: 'player',
    execution: null,
    daysAgo: 10,
    title: t(
      'Faster withdrawals',
      'Saques mais rápidos',
      '提款更快到账',
      'Penarikan lebih cepat',
      'ถอนเงินได้เร็วขึ้น',
      'Rút tiền nhanh hơn',
    ),
    content: t(
      'Most withdrawals are now processed within 15 minutes.',
      'A maioria dos saques agora é processada em até 15 minutos.',
      '大部分提款现在 15 分钟内完成处理。',
      'Sebagian besar penarikan kini diproses dalam 15 menit.',
      'การถอนเงินส่วนใหญ่ดำเนินการภายใน 15 นาที',
      'Hầu hết các lệnh rút tiền được xử lý trong vòng 15 phút.',
    ),
  },
  {
    kind: 'popup',
    execution: 'B',
    daysAgo: 2,
    title: t(
      'Welcome to {brand}',
      'Bem-vindo ao {brand}',
      '欢迎来到 {brand}',
      'Selamat datang di {brand}',
      'ยินดีต้อนรับสู่ {brand}',
      'Chào mừng đến với {brand}',
    ),
    content: t(
      'Register today to claim your welcome bonus.',
      'Cadastre-se hoje e receba seu bônus de boas-vindas.',
      '今天注册即可领取欢迎奖金。',
      'Daftar hari ini untuk mengklaim bonus sambutan Anda.',
      'สมัครวันนี้เพื่อรับโบนัสต้อนรับ',
      'Đăng ký hôm nay để nhận thưởng chào mừng.',
    ),
  },
  {
    kind: 'popup',
    execution: 'A',
    daysAgo: 2,
    title: t(
      'Weekly cashback is here',
      'O cashback semanal chegou',
      '每周返水已到账',
      'Cashback mingguan telah tiba',
      'เงินคืนประจำสัปดาห์มาแล้ว',
      'Hoàn tiền hàng tuần đã về',
    ),
    content: t(
      "Last week's cashback has been credited to eligible accounts.",
      'O cashback da semana passada foi creditado nas contas elegíveis.',
      '上周返水已发放至符合条件的账户。',
      'Cashback minggu lalu telah dikreditkan ke akun yang memenuhi syarat.',
      'เงินคืนของสัปดาห์ที่แล้วเข้าบัญชีที่มีสิทธิ์แล้ว',
      'Tiền hoàn tuần trước đã được cộng vào các tài khoản đủ điều kiện.',
    ),
  },
  {
    kind: 'popup',
    execution: 'F',
    daysAgo: 2,
    title: t(
      'Your welcome gift is ready',
      'Seu presente de boas-vindas está pronto',
      '您的见面礼已准备好',
      'Hadiah sambutan Anda sudah siap',
      'ของขวัญต้อนรับของคุณพร้อมแล้ว',
      'Quà chào mừng của bạn đã sẵn sàng',
    ),
    content: t(
      'Thanks for joining {brand}. Your sign-up bonus is already in your wallet.',
      'Obrigado por entrar no {brand}. Seu bônus de cadastro já está na sua carteira.',
      '感谢加入 {brand}，注册奖金已存入您的钱包。',
      'Terima kasih telah bergabung dengan {brand}. Bonus pendaftaran sudah ada di dompet Anda.',
      'ขอบคุณที่เข้าร่วม {brand} โบนัสสมัครสมาชิกอยู่ในกระเป๋าเงินของคุณแล้ว',
      'Cảm ơn bạn đã tham gia {brand}. Thưởng đăng ký đã có trong ví của bạn.',
    ),
  },
]

/**
 * @typedef {{ key: string, category: string, promotionType: string, imageCount: number, title: LocalizedText, content: LocalizedText }} PromotionSeed
 */

/** @type {PromotionSeed[]} */
export const PROMOTIONS = [
  {
    key: 'welcome',
    category: 'new_player',
    promotionType: 'GENERAL',
    imageCount: 2,
    title: t(
      '{percent}% welcome bonus',
      'Bônus de boas-vindas de {percent}%',
      '{percent}% 首存欢迎奖金',
      'Bonus sambutan {percent}%',
      'โบนัสต้อนรับ {percent}%',
      'Thưởng chào mừng {percent}%',
    ),
    content: t(
      'Your first deposit earns a matching bonus.',
      'Seu primeiro depósito rende um bônus proporcional.',
      '首次存款即可获得相应比例的奖金。',
      'Deposit pertama Anda mendapat bonus yang sepadan.',
      'ฝากครั้งแรกรับโบนัสตามสัดส่วนยอดฝาก',
      'Lần nạp đầu tiên của bạn được thưởng theo tỷ lệ.',
    ),
  },
  {
    key: 'freeSpins',
    category: 'new_player',
    promotionType: 'GENERAL',
    imageCount: 1,
    title: t(
      '{spins} free spins for new players',
      '{spins} giros grátis para novos jogadores',
      '新玩家 {spins} 次免费旋转',
      '{spins} putaran gratis untuk pemain baru',
      'ฟรี {spins} สปินสำหรับผู้เล่นใหม่',
      '{spins} vòng quay miễn phí cho người chơi mới',
    ),
    content: t(
      'Verify your mobile number and spin our classic slot for free.',
      'Verifique seu celular e gire nosso slot clássico de graça.',
      '验证手机号，免费旋转我们的经典老虎机。',
      'Verifikasi nomor ponsel Anda dan putar slot klasik kami secara gratis.',
      'ยืนยันเบอร์โทรศัพท์แล้วหมุนสล็อตคลาสสิกของเราฟรี',
      'Xác minh số điện thoại và quay miễn phí slot cổ điển của chúng tôi.',
    ),
  },
  {
    key: 'reload',
    category: 'deposit',
    promotionType: 'GENERAL',
    imageCount: 1,
    title: t(
      '{percent}% reload every Friday',
      '{percent}% de recarga toda sexta-feira',
      '每周五 {percent}% 续存奖金',
      'Reload {percent}% setiap Jumat',
      'โบนัสเติมเงิน {percent}% ทุกวันศุกร์',
      'Thưởng nạp lại {percent}% mỗi thứ Sáu',
    ),
    content: t(
      'Deposit on a Friday and claim extra on top.',
      'Deposite na sexta-feira e resgate um extra.',
      '周五存款即可领取额外奖金。',
      'Deposit pada hari Jumat dan klaim ekstra.',
      'ฝากเงินวันศุกร์แล้วรับโบนัสเพิ่ม',
      'Nạp tiền vào thứ Sáu và nhận thêm tiền thưởng.',
    ),
  },
  {
    key: 'cashback',
    category: 'cashback',
    promotionType: 'GENERAL',
    imageCount: 1,
    title: t(
      '{percent}% weekly cashback',
      '{percent}% de cashback semanal',
      '每周 {percent}% 返水',
      'Cashback mingguan {percent}%',
      'เงินคืนรายสัปดาห์ {percent}%',
      'Hoàn tiền {percent}% hàng tuần',
    ),
    content: t(
      'Part of your net slot losses comes back every Monday, with no wagering.',
      'Parte das suas perdas líquidas em slots volta toda segunda-feira, sem rollover.',
      '每周一返还部分老虎机净亏损，无需流水。',
      'Sebagian kerugian bersih slot Anda kembali setiap Senin, tanpa syarat taruhan.',
      'ยอดเสียสุทธิจากสล็อตบางส่วนคืนทุกวันจันทร์ ไม่ต้องทำเทิร์น',
      'Một phần khoản thua ròng ở slot được hoàn vào mỗi thứ Hai, không yêu cầu cược.',
    ),
  },
  {
    key: 'referral',
    category: 'referral',
    promotionType: 'REFERRAL',
    imageCount: 1,
    title: t(
      'Refer a friend',
      'Indique um amigo',
      '推荐好友',
      'Ajak teman',
      'แนะนำเพื่อน',
      'Giới thiệu bạn bè',
    ),
    content: t(
      'Share your link. When your friend makes a first deposit, you both receive a bonus.',
      'Compartilhe seu link. Quando seu amigo fizer o primeiro depósito, vocês dois ganham um bônus.',
      '分享您的链接，好友首存后双方均可获得奖金。',
      'Bagikan tautan Anda. Saat teman Anda melakukan deposit pertama, kalian berdua mendapat bonus.',
      'แชร์ลิงก์ของคุณ เมื่อเพื่อนฝากเงินครั้งแรก ทั้งคู่จะได้รับโบนัส',
      'Chia sẻ liên kết. Khi bạn bè nạp tiền lần đầu, cả hai cùng nhận thưởng.',
    ),
  },
  {
    key: 'luckyDraw',
    category: 'tournament',
    promotionType: 'RAFFLE',
    imageCount: 1,
    title: t(
      'Weekend lucky draw',
      'Sorteio de fim de semana',
      '周末幸运抽奖',
      'Undian akhir pekan',
      'ลุ้นรางวัลสุดสัปดาห์',
      'Bốc thăm may mắn cuối tuần',
    ),
    content: t(
      "Every 100 wagered earns a ticket for Sunday's draw.",
      'Cada 100 apostados vale um bilhete para o sorteio de domingo.',
      '每投注 100 即可获得一张周日抽奖券。',
      'Setiap taruhan 100 mendapat satu tiket untuk undian hari Minggu.',
      'ทุกยอดเดิมพัน 100 รับตั๋วลุ้นรางวัลวันอาทิตย์ 1 ใบ',
      'Mỗi 100 tiền cược nhận một vé cho lượt bốc thăm Chủ nhật.',
    ),
  },
]
