// The platform's feature switches the Portal reads (the modIds of the whitelabel tree,
// upstream-contract.md §5), by readable name, each with what the Portal assumes when the platform does
// not say (its status omits the switch, or the status could not be read). Only lib/upstream and this
// file know the platform's names; everything above reads `features.directRegistration`.
export const FEATURES = {
  directRegistration: { modId: 'DIRECTREG3', byDefault: true },
  usernameRegistration: { modId: 'USERNAMEREG3', byDefault: false },
  mobileRegistration: { modId: 'MOBILENUMREG3', byDefault: false },
  mobilePasswordRegistration: { modId: 'MOBILENUMPASSREG3', byDefault: false },
  registrationSmsCheck: { modId: 'REGMOBVERF3', byDefault: false },
  captcha: { modId: 'CAPTCHA3', byDefault: false },
  freePlay: { modId: 'FREEPLAY3', byDefault: false },
  smsLogin: { modId: 'MOBILEVERCODELOGIN3', byDefault: false },
  smsPasswordReset: { modId: 'PWRESETSMS3', byDefault: false },
  liveChat: { modId: 'CBS3', byDefault: false },
  feedback: { modId: 'FEEDBACK3', byDefault: true },
  hotGames: { modId: 'GAMELOHOT3', byDefault: true },
  favourites: { modId: 'GAMELOFAV3', byDefault: true },
  recentGames: { modId: 'GAMELOREC3', byDefault: true },
  inbox: { modId: 'INBOX3', byDefault: true },
  accountRecord: { modId: 'MEMTRANS3', byDefault: true },
  walletTransfer: { modId: 'FUNDTRANS3', byDefault: true },
  uplineTransfer: { modId: 'UPLINETRANS3', byDefault: true },
  personalProfit: { modId: 'PERSONALPNL3', byDefault: true },
  bonusDetails: { modId: 'BONUSDET3', byDefault: true },
  points: { modId: 'PTSYS3', byDefault: false },
  rewardCentre: { modId: 'REWCEN3', byDefault: true },
  agentAnnouncements: { modId: 'AGEPAG', byDefault: true },
  agentTransfers: { modId: 'AGENTRANSMULTDOWN3', byDefault: true },
  teamProfitLoss: { modId: 'AGETEAMPNL3', byDefault: true },
  teamBetting: { modId: 'TEAMBETTING3', byDefault: true },
  dividendContract: { modId: 'SIGNCONDIV3', byDefault: true },
  dailySalary: { modId: 'DAILYSALCONT3', byDefault: true },
  hourlySalary: { modId: 'HOURSAL3', byDefault: true },
  realtimeSalary: { modId: 'RTSALARY3', byDefault: true },
} as const satisfies Record<string, { modId: string; byDefault: boolean }>

export type Feature = keyof typeof FEATURES
export type UpstreamSwitch = (typeof FEATURES)[Feature]['modId']
export type Features = Record<Feature, boolean>

const NAMES = Object.keys(FEATURES) as Feature[]

// The switches the platform sent (modId -> on), each read once with its default.
export function readFeatures(switches: Readonly<Record<string, boolean>>): Features {
  return Object.fromEntries(
    NAMES.map((name) => [name, switches[FEATURES[name].modId] ?? FEATURES[name].byDefault]),
  ) as Features
}

// What a page assumes while the platform's status is unavailable.
export const DEFAULT_FEATURES: Features = readFeatures({})

// The switches the registration and password forms follow, as /api/auth/register-settings sends them.
export const REGISTER_FEATURES = [
  'directRegistration',
  'usernameRegistration',
  'mobileRegistration',
  'mobilePasswordRegistration',
  'registrationSmsCheck',
  'captcha',
  'freePlay',
  'smsLogin',
  'smsPasswordReset',
] as const satisfies readonly Feature[]

export type RegisterFeatures = Pick<Features, (typeof REGISTER_FEATURES)[number]>
