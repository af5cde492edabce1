// The browser event the footer's cookie settings send, which opens the consent choice again.
export const CONSENT_OPEN_EVENT = 'portal:consent'
