import { DEFAULT_FEATURES, FEATURES, readFeatures } from './features'

describe('feature switches', () => {
  it('reads each switch the platform sends by its readable name', () => {
    const features = readFeatures({ DIRECTREG3: false, FREEPLAY3: true, GAMELOFAV3: false, CBS3: true })
    expect(features.directRegistration).toBe(false)
    expect(features.freePlay).toBe(true)
    expect(features.favourites).toBe(false)
    expect(features.liveChat).toBe(true)
  })

  it('falls back to each switch’s own default when the platform does not say', () => {
    expect(DEFAULT_FEATURES).toEqual({
      directRegistration: true,
      usernameRegistration: false,
      mobileRegistration: false,
      mobilePasswordRegistration: false,
      registrationSmsCheck: false,
      captcha: false,
      freePlay: false,
      smsLogin: false,
      smsPasswordReset: false,
      liveChat: false,
      feedback: true,
      hotGames: true,
      favourites: true,
      recentGames: true,
      inbox: true,
      accountRecord: true,
      walletTransfer: true,
      uplineTransfer: true,
      personalProfit: true,
      bonusDetails: true,
      points: false,
      rewardCentre: true,
      agentAnnouncements: true,
      agentTransfers: true,
      teamProfitLoss: true,
      teamBetting: true,
      dividendContract: true,
      dailySalary: true,
      hourlySalary: true,
      realtimeSalary: true,
    })
  })

  it('gives every switch a name of its own', () => {
    const modIds = Object.values(FEATURES).map((f) => f.modId)
    expect(new Set(modIds).size).toBe(modIds.length)
    expect(Object.keys(readFeatures({ UNKNOWN3: true }))).toEqual(Object.keys(FEATURES))
  })
})
