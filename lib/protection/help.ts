import type { Locale } from '@/i18n/locales'

// Organisations that help people with gambling problems, per page language: free, confidential and
// independent of any operator. Gambling Therapy answers in many languages, so it stands for the
// languages without a national service listed here.
export type HelpOrganisation = { name: string; url: string; phone?: string }

const GAMBLING_THERAPY = { name: 'Gambling Therapy', url: 'https://www.gamblingtherapy.org' }
const GAMBLERS_ANONYMOUS = { name: 'Gamblers Anonymous', url: 'https://www.gamblersanonymous.org' }

export const HELP_ORGANISATIONS: Record<Locale, readonly HelpOrganisation[]> = {
  pt: [
    { name: 'Jogadores Anônimos Brasil', url: 'https://www.jogadoresanonimos.com.br' },
    { name: 'CVV – Centro de Valorização da Vida', url: 'https://cvv.org.br', phone: '188' },
    GAMBLING_THERAPY,
  ],
  en: [
    { name: 'GamCare', url: 'https://www.gamcare.org.uk', phone: '0808 8020 133' },
    { name: 'BeGambleAware', url: 'https://www.begambleaware.org' },
    GAMBLERS_ANONYMOUS,
  ],
  zh: [GAMBLING_THERAPY, GAMBLERS_ANONYMOUS],
  id: [GAMBLING_THERAPY, GAMBLERS_ANONYMOUS],
  th: [GAMBLING_THERAPY, GAMBLERS_ANONYMOUS],
  vi: [GAMBLING_THERAPY, GAMBLERS_ANONYMOUS],
}
