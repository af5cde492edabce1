// @ts-check
// The help centre's seed (docs/platform.md, "Help centre and feedback"): categories of questions and
// answers in every contract language, copied to each merchant by migration 1150 so that an operator can
// later edit one brand's articles without touching the other's.

/** @typedef {import('../i18n.mjs').LocalizedText} LocalizedText */
/** @typedef {{ slug: string, title: LocalizedText, body: LocalizedText }} HelpArticleSeed */
/** @typedef {{ code: string, title: LocalizedText, articles: HelpArticleSeed[] }} HelpCategorySeed */

/** @type {HelpCategorySeed[]} */
export const HELP_SEED = [
  {
    code: 'account',
    title: { EN: 'Account', PT: 'Conta', ZH: '账户', ID: 'Akun', TH: 'บัญชี', VI: 'Tài khoản' },
    articles: [
      {
        slug: 'create-account',
        title: {
          EN: 'How do I create an account?',
          PT: 'Como crio uma conta?',
          ZH: '如何注册账户？',
          ID: 'Bagaimana cara membuat akun?',
          TH: 'สมัครบัญชีได้อย่างไร',
          VI: 'Làm sao để tạo tài khoản?',
        },
        body: {
          EN: 'Choose Register at the top of the page, fill in the form and accept the terms. You must be 18 or older.',
          PT: 'Escolha Cadastrar no topo da página, preencha o formulário e aceite os termos. É preciso ter 18 anos ou mais.',
          ZH: '点击页面顶部的注册，填写表格并同意条款。您必须年满 18 岁。',
          ID: 'Pilih Daftar di bagian atas halaman, isi formulir, dan setujui ketentuan. Anda harus berusia 18 tahun atau lebih.',
          TH: 'เลือกสมัครสมาชิกที่ด้านบนของหน้า กรอกแบบฟอร์ม และยอมรับข้อกำหนด คุณต้องมีอายุ 18 ปีขึ้นไป',
          VI: 'Chọn Đăng ký ở đầu trang, điền biểu mẫu và đồng ý với điều khoản. Bạn phải từ 18 tuổi trở lên.',
        },
      },
      {
        slug: 'forgot-password',
        title: {
          EN: 'I forgot my password. What now?',
          PT: 'Esqueci minha senha. E agora?',
          ZH: '忘记密码怎么办？',
          ID: 'Saya lupa kata sandi. Lalu bagaimana?',
          TH: 'ลืมรหัสผ่าน ต้องทำอย่างไร',
          VI: 'Tôi quên mật khẩu. Phải làm sao?',
        },
        body: {
          EN: 'On the login form choose Forgot password and reset it by e-mail or with a code sent to your phone.',
          PT: 'No formulário de entrada, escolha Esqueci a senha e redefina-a por e-mail ou com um código enviado ao seu celular.',
          ZH: '在登录表单中选择忘记密码，通过电子邮件或发送到手机的验证码重设密码。',
          ID: 'Di formulir masuk, pilih Lupa kata sandi dan atur ulang melalui e-mail atau dengan kode yang dikirim ke ponsel Anda.',
          TH: 'ในแบบฟอร์มเข้าสู่ระบบ เลือกลืมรหัสผ่าน แล้วตั้งใหม่ทางอีเมลหรือด้วยรหัสที่ส่งไปยังโทรศัพท์ของคุณ',
          VI: 'Trong biểu mẫu đăng nhập, chọn Quên mật khẩu và đặt lại qua e-mail hoặc bằng mã gửi đến điện thoại của bạn.',
        },
      },
    ],
  },
  {
    code: 'wallet',
    title: {
      EN: 'Deposits and withdrawals',
      PT: 'Depósitos e saques',
      ZH: '存款与提款',
      ID: 'Deposit dan penarikan',
      TH: 'การฝากและถอนเงิน',
      VI: 'Nạp và rút tiền',
    },
    articles: [
      {
        slug: 'how-to-deposit',
        title: {
          EN: 'How do I deposit?',
          PT: 'Como faço um depósito?',
          ZH: '如何存款？',
          ID: 'Bagaimana cara deposit?',
          TH: 'ฝากเงินอย่างไร',
          VI: 'Làm sao để nạp tiền?',
        },
        body: {
          EN: 'Log in, choose Deposit, pick a payment method and follow the steps. Your balance updates as soon as the payment is confirmed.',
          PT: 'Entre na conta, escolha Depositar, selecione uma forma de pagamento e siga os passos. O saldo é atualizado assim que o pagamento é confirmado.',
          ZH: '登录后选择存款，选择支付方式并按步骤操作。付款确认后余额会立即更新。',
          ID: 'Masuk, pilih Deposit, pilih metode pembayaran, dan ikuti langkahnya. Saldo diperbarui segera setelah pembayaran dikonfirmasi.',
          TH: 'เข้าสู่ระบบ เลือกฝากเงิน เลือกช่องทางชำระเงิน และทำตามขั้นตอน ยอดเงินจะอัปเดตทันทีที่ยืนยันการชำระเงิน',
          VI: 'Đăng nhập, chọn Nạp tiền, chọn phương thức thanh toán và làm theo các bước. Số dư được cập nhật ngay khi thanh toán được xác nhận.',
        },
      },
      {
        slug: 'withdrawal-time',
        title: {
          EN: 'How long does a withdrawal take?',
          PT: 'Quanto tempo leva um saque?',
          ZH: '提款需要多长时间？',
          ID: 'Berapa lama penarikan diproses?',
          TH: 'การถอนเงินใช้เวลานานเท่าไร',
          VI: 'Rút tiền mất bao lâu?',
        },
        body: {
          EN: 'Every withdrawal is reviewed before it is paid. Smaller withdrawals are approved and paid automatically about a minute after you request them; larger ones are checked by our team, who either pay them or reject them with a reason and return the amount to your balance. You get a message either way, and the withdrawal page and your account record show each request as pending review, paid or rejected.',
          PT: 'Todo saque é analisado antes de ser pago. Saques menores são aprovados e pagos automaticamente cerca de um minuto após o pedido; os maiores são conferidos pela nossa equipe, que os paga ou os recusa com um motivo e devolve o valor ao seu saldo. Você recebe uma mensagem em qualquer caso, e a página de saque e o extrato da conta mostram cada pedido como em análise, pago ou recusado.',
          ZH: '每笔提款在支付前都会经过审核。较小金额的提款会在申请约一分钟后自动审核通过并支付；较大金额的提款由我们的团队核对，核对后予以支付，或说明原因拒绝并将金额退回您的余额。无论结果如何您都会收到消息，提款页面和账户记录会显示每笔申请的状态：审核中、已出款或已拒绝。',
          ID: 'Setiap penarikan ditinjau sebelum dibayarkan. Penarikan yang lebih kecil disetujui dan dibayarkan otomatis sekitar satu menit setelah Anda mengajukannya; yang lebih besar diperiksa oleh tim kami, yang akan membayarnya atau menolaknya dengan alasan dan mengembalikan jumlahnya ke saldo Anda. Anda menerima pesan dalam kedua kasus, dan halaman penarikan serta riwayat akun menampilkan setiap permintaan sebagai sedang ditinjau, dibayarkan, atau ditolak.',
          TH: 'การถอนเงินทุกรายการจะได้รับการตรวจสอบก่อนจ่าย รายการจำนวนน้อยจะได้รับการอนุมัติและจ่ายโดยอัตโนมัติประมาณหนึ่งนาทีหลังจากที่คุณส่งคำขอ ส่วนรายการจำนวนมากจะได้รับการตรวจสอบโดยทีมงานของเรา ซึ่งจะจ่ายเงินหรือปฏิเสธพร้อมแจ้งเหตุผลและคืนยอดเงินเข้าบัญชีของคุณ คุณจะได้รับข้อความทุกกรณี และหน้าถอนเงินกับประวัติบัญชีจะแสดงสถานะของแต่ละคำขอว่ารอตรวจสอบ จ่ายแล้ว หรือถูกปฏิเสธ',
          VI: 'Mọi lệnh rút đều được xét duyệt trước khi chi trả. Lệnh rút nhỏ được tự động duyệt và chi trả khoảng một phút sau khi bạn yêu cầu; lệnh lớn hơn được đội ngũ của chúng tôi kiểm tra, sau đó chi trả hoặc từ chối kèm lý do và hoàn số tiền vào số dư của bạn. Bạn sẽ nhận được tin nhắn trong mọi trường hợp, và trang rút tiền cùng lịch sử tài khoản hiển thị từng yêu cầu là đang xét duyệt, đã chi trả hoặc bị từ chối.',
        },
      },
    ],
  },
  {
    code: 'games',
    title: { EN: 'Games', PT: 'Jogos', ZH: '游戏', ID: 'Permainan', TH: 'เกม', VI: 'Trò chơi' },
    articles: [
      {
        slug: 'game-not-loading',
        title: {
          EN: 'A game does not load. What should I do?',
          PT: 'Um jogo não carrega. O que faço?',
          ZH: '游戏无法加载怎么办？',
          ID: 'Permainan tidak mau dimuat. Apa yang harus dilakukan?',
          TH: 'เกมโหลดไม่ขึ้น ควรทำอย่างไร',
          VI: 'Trò chơi không tải được. Tôi nên làm gì?',
        },
        body: {
          EN: 'Refresh the page, try another browser or use the speed test in the side menu to pick the fastest address.',
          PT: 'Atualize a página, tente outro navegador ou use o teste de velocidade no menu lateral para escolher o endereço mais rápido.',
          ZH: '刷新页面、换一个浏览器，或使用侧边菜单中的线路测速选择最快的网址。',
          ID: 'Muat ulang halaman, coba peramban lain, atau gunakan tes kecepatan di menu samping untuk memilih alamat tercepat.',
          TH: 'รีเฟรชหน้า ลองใช้เบราว์เซอร์อื่น หรือใช้การทดสอบความเร็วในเมนูด้านข้างเพื่อเลือกที่อยู่ที่เร็วที่สุด',
          VI: 'Tải lại trang, thử trình duyệt khác hoặc dùng kiểm tra tốc độ ở menu bên để chọn địa chỉ nhanh nhất.',
        },
      },
      {
        slug: 'free-demo',
        title: {
          EN: 'Can I try games for free?',
          PT: 'Posso experimentar os jogos de graça?',
          ZH: '可以免费试玩游戏吗？',
          ID: 'Bisakah saya mencoba permainan secara gratis?',
          TH: 'ทดลองเล่นเกมฟรีได้ไหม',
          VI: 'Tôi có thể chơi thử miễn phí không?',
        },
        body: {
          EN: 'Where the free demo is offered, choose Free demo at the top of the page to play with demo credit.',
          PT: 'Onde a demo grátis é oferecida, escolha Demo grátis no topo da página para jogar com crédito de demonstração.',
          ZH: '在提供免费试玩的站点，点击页面顶部的免费试玩，即可使用试玩额度游戏。',
          ID: 'Jika demo gratis tersedia, pilih Demo gratis di bagian atas halaman untuk bermain dengan kredit demo.',
          TH: 'หากมีบริการทดลองเล่นฟรี ให้เลือกทดลองเล่นฟรีที่ด้านบนของหน้าเพื่อเล่นด้วยเครดิตทดลอง',
          VI: 'Nơi có chơi thử miễn phí, hãy chọn Chơi thử miễn phí ở đầu trang để chơi bằng tín dụng thử.',
        },
      },
    ],
  },
  {
    code: 'safety',
    title: {
      EN: 'Safe play',
      PT: 'Jogo seguro',
      ZH: '安全游戏',
      ID: 'Bermain aman',
      TH: 'เล่นอย่างปลอดภัย',
      VI: 'Chơi an toàn',
    },
    articles: [
      {
        slug: 'control-gambling',
        title: {
          EN: 'How can I control my gambling?',
          PT: 'Como posso controlar meu jogo?',
          ZH: '如何控制自己的游戏行为？',
          ID: 'Bagaimana saya mengendalikan kebiasaan berjudi?',
          TH: 'จะควบคุมการเล่นของตัวเองได้อย่างไร',
          VI: 'Làm sao để kiểm soát việc chơi?',
        },
        body: {
          EN: 'Set deposit limits or take a break from your account settings, and read our responsible gaming page.',
          PT: 'Defina limites de depósito ou faça uma pausa nas configurações da conta, e leia nossa página de jogo responsável.',
          ZH: '在账户设置中设定存款限额或暂停账户，并阅读我们的理性游戏页面。',
          ID: 'Tetapkan batas deposit atau ambil jeda dari pengaturan akun, dan baca halaman permainan yang bertanggung jawab.',
          TH: 'ตั้งวงเงินฝากหรือพักบัญชีได้จากการตั้งค่าบัญชี และอ่านหน้าการเล่นอย่างรับผิดชอบของเรา',
          VI: 'Đặt giới hạn nạp tiền hoặc tạm nghỉ trong cài đặt tài khoản, và đọc trang chơi có trách nhiệm của chúng tôi.',
        },
      },
    ],
  },
  {
    code: 'support',
    title: {
      EN: 'Contact and feedback',
      PT: 'Contato e sugestões',
      ZH: '联系与反馈',
      ID: 'Kontak dan masukan',
      TH: 'ติดต่อและข้อเสนอแนะ',
      VI: 'Liên hệ và góp ý',
    },
    articles: [
      {
        slug: 'send-feedback',
        title: {
          EN: 'How do I send feedback or report a problem?',
          PT: 'Como envio uma sugestão ou relato um problema?',
          ZH: '如何提交反馈或报告问题？',
          ID: 'Bagaimana cara mengirim masukan atau melaporkan masalah?',
          TH: 'ส่งข้อเสนอแนะหรือแจ้งปัญหาได้อย่างไร',
          VI: 'Làm sao để gửi góp ý hoặc báo lỗi?',
        },
        body: {
          EN: 'Log in and open Feedback in the customer service menu. Write up to 140 characters and add up to three screenshots (PNG or JPEG, 5 MB each). Our reply appears under your feedback.',
          PT: 'Entre na sua conta e abra Sugestões no menu de atendimento. Escreva até 140 caracteres e anexe até três capturas de tela (PNG ou JPEG, 5 MB cada). Nossa resposta aparece abaixo da sua mensagem.',
          ZH: '登录后在客服菜单中打开“意见反馈”。最多填写 140 个字符，并可附上最多三张截图（PNG 或 JPEG，每张不超过 5 MB）。我们的回复会显示在您的反馈下方。',
          ID: 'Masuk lalu buka Masukan di menu layanan pelanggan. Tulis hingga 140 karakter dan lampirkan hingga tiga tangkapan layar (PNG atau JPEG, masing-masing 5 MB). Balasan kami muncul di bawah masukan Anda.',
          TH: 'เข้าสู่ระบบแล้วเปิด ข้อเสนอแนะ ในเมนูบริการลูกค้า เขียนได้สูงสุด 140 ตัวอักษร และแนบภาพหน้าจอได้สูงสุดสามภาพ (PNG หรือ JPEG ภาพละไม่เกิน 5 MB) คำตอบของเราจะแสดงใต้ข้อเสนอแนะของคุณ',
          VI: 'Đăng nhập và mở Góp ý trong menu chăm sóc khách hàng. Viết tối đa 140 ký tự và đính kèm tối đa ba ảnh chụp màn hình (PNG hoặc JPEG, mỗi ảnh 5 MB). Phản hồi của chúng tôi hiển thị bên dưới góp ý của bạn.',
        },
      },
    ],
  },
]
