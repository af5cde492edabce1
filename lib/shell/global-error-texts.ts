import { defaultLocale, isLocale, type Locale } from '@/i18n/locales'

// The root error page (app/global-error.tsx) replaces the locale layout, so no message catalogue reaches
// it: it keeps its four texts per language here, the same as messages/*.json (Errors.pageTitle,
// Errors.upstreamDown, Common.retry, Errors.backHome; global-error-texts.test.ts holds them equal).
export type GlobalErrorTexts = { title: string; text: string; retry: string; home: string }

export const GLOBAL_ERROR_TEXTS: Record<Locale, GlobalErrorTexts> = {
  pt: {
    title: 'Algo deu errado',
    text: 'Não conseguimos carregar os jogos agora. Tente novamente em instantes.',
    retry: 'Tentar novamente',
    home: 'Voltar ao início',
  },
  en: {
    title: 'Something went wrong',
    text: 'We could not load the games just now. Please try again in a moment.',
    retry: 'Try again',
    home: 'Back to home',
  },
  zh: { title: '出错了', text: '暂时无法加载游戏，请稍后再试。', retry: '重试', home: '返回首页' },
  id: {
    title: 'Terjadi kesalahan',
    text: 'Kami tidak dapat memuat game saat ini. Silakan coba lagi sebentar lagi.',
    retry: 'Coba lagi',
    home: 'Kembali ke beranda',
  },
  th: {
    title: 'เกิดข้อผิดพลาด',
    text: 'ไม่สามารถโหลดเกมได้ในขณะนี้ โปรดลองอีกครั้งในอีกสักครู่',
    retry: 'ลองอีกครั้ง',
    home: 'กลับหน้าแรก',
  },
  vi: {
    title: 'Đã xảy ra lỗi',
    text: 'Hiện không thể tải trò chơi. Vui lòng thử lại sau ít phút.',
    retry: 'Thử lại',
    home: 'Về trang chủ',
  },
}

// The address alone decides the language (i18n/routing.ts, localePrefix 'as-needed'): `/en/…` is English,
// an address without a language prefix is the default language.
export function localeOfPath(pathname: string | null): Locale {
  const first = pathname?.split('/')[1]
  return isLocale(first) ? first : defaultLocale
}
