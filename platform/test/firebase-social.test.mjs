// @ts-check
// Sign-in with Google or Facebook through Firebase: the emulator's accounts:signInWithIdp (as the SDK
// calls it with a fake IdP credential) and the platform's third-party login (POST /wps/session/login
// with type 'google' or 'facebook').
import assert from 'node:assert/strict'
import { describe, it } from 'node:test'

import { callEncrypted } from './client.mjs'
import { manualClock, sharedPlatform } from './helpers.mjs'

const clock = manualClock()
const platform = sharedPlatform({ now: clock.now, resetFlags: true })

const PROJECT = 'demo-portal'
let serial = 0
const fresh = () => `${Date.now().toString(36)}${++serial}`

/**
 * accounts:signInWithIdp, as the SDK sends it for signInWithCredential(GoogleAuthProvider.credential(...)).
 * @param {Record<string, string>} postBody
 * @param {Record<string, unknown>} [extra]
 */
function signInWithIdp(postBody, extra = {}) {
  return platform.call('/identitytoolkit.googleapis.com/v1/accounts:signInWithIdp?key=demo-key', {
    method: 'POST',
    merchant: null,
    json: {
      requestUri: 'http://localhost',
      postBody: new URLSearchParams(postBody).toString(),
      returnSecureToken: true,
      returnIdpCredential: true,
      ...extra,
    },
    headers: { Origin: 'http://phone.localhost' },
  })
}

/**
 * A Firebase id token for a fake Google or Facebook account.
 * @param {'google' | 'facebook'} channel
 * @param {Record<string, unknown>} account the IdP's claims: sub, email, name...
 */
async function idTokenFor(channel, account) {
  const providerId = `${channel}.com`
  const credential = JSON.stringify(account)
  const res = await signInWithIdp(
    channel === 'google' ? { id_token: credential, providerId } : { access_token: credential, providerId },
  )
  assert.equal(res.status, 200, res.text)
  return /** @type {{ idToken: string, localId: string, isNewUser: boolean }} */ (res.json)
}

/** @param {string} token */
function claimsOf(token) {
  return JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8'))
}

/**
 * @param {'google' | 'facebook' | string} type
 * @param {string} token
 * @param {{ channel?: string, merchant?: string }} [options]
 */
function socialLogin(type, token, { channel = type, merchant = 'SOL1' } = {}) {
  return callEncrypted(
    platform,
    'POST',
    '/wps/session/login',
    {
      type,
      firebaseIdToken: token,
      firebaseChannel: channel,
      loginDeviceId: 'test-device',
      domain: 'phone.localhost',
    },
    { merchant },
  )
}

/** @param {number} memberId */
function ledgerOf(memberId) {
  return /** @type {{ kind: string, amount_minor: number, ref: string }[]} */ (
    platform.db
      .prepare('SELECT kind, amount_minor, ref FROM ledger WHERE member_id = ? ORDER BY id')
      .all(memberId)
  )
}

describe('Firebase Auth emulator: accounts:signInWithIdp', () => {
  it('signs a fake Google account in with the claims of a Firebase Google sign-in', async () => {
    const sub = fresh()
    const email = `ana.${sub}@example.com`
    const res = await signInWithIdp({
      id_token: JSON.stringify({ sub, email, email_verified: true, name: 'Ana Souza' }),
      providerId: 'google.com',
    })
    assert.equal(res.status, 200, res.text)
    assert.equal(res.headers['access-control-allow-origin'], 'http://phone.localhost')
    const { idToken, refreshToken, localId, isNewUser, providerId, federatedId, expiresIn } = res.json
    assert.deepEqual(
      [providerId, federatedId, isNewUser, expiresIn],
      ['google.com', `https://accounts.google.com/${sub}`, true, '3600'],
    )
    assert.ok(refreshToken)
    const claims = claimsOf(idToken)
    assert.equal(claims.iss, `https://securetoken.google.com/${PROJECT}`)
    assert.equal(claims.aud, PROJECT)
    assert.equal(claims.sub, localId)
    assert.equal(claims.email, email)
    assert.equal(claims.email_verified, true)
    assert.equal(claims.name, 'Ana Souza')
    assert.deepEqual(claims.firebase, {
      identities: { 'google.com': [sub], email: [email] },
      sign_in_provider: 'google.com',
    })

    // The SDK then reads the account, and refreshes its token later.
    const lookup = await platform.call('/identitytoolkit.googleapis.com/v1/accounts:lookup?key=demo-key', {
      method: 'POST',
      merchant: null,
      json: { idToken },
    })
    assert.equal(lookup.status, 200, lookup.text)
    assert.equal(lookup.json.users[0].localId, localId)
    assert.equal(lookup.json.users[0].providerUserInfo[0].providerId, 'google.com')
    const refreshed = await platform.call('/securetoken.googleapis.com/v1/token?key=demo-key', {
      method: 'POST',
      merchant: null,
      body: new URLSearchParams({ grant_type: 'refresh_token', refresh_token: refreshToken }).toString(),
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    })
    assert.equal(refreshed.status, 200, refreshed.text)
    assert.equal(claimsOf(refreshed.json.id_token).firebase.sign_in_provider, 'google.com')

    // The same Google account is the same Firebase user next time.
    const again = await idTokenFor('google', { sub, email })
    assert.equal(again.localId, localId)
    assert.equal(again.isNewUser, false)
  })

  it('takes the popup answer in requestUri, and a fake JWT as the credential', async () => {
    const sub = fresh()
    const jwt = ['e30', Buffer.from(JSON.stringify({ sub, name: 'Bia' })).toString('base64url'), ''].join('.')
    const res = await platform.call(
      '/identitytoolkit.googleapis.com/v1/accounts:signInWithIdp?key=demo-key',
      {
        method: 'POST',
        merchant: null,
        json: {
          requestUri: `http://localhost/emulator/auth/handler?providerId=facebook.com#access_token=${jwt}`,
          returnSecureToken: true,
        },
      },
    )
    assert.equal(res.status, 200, res.text)
    assert.equal(claimsOf(res.json.idToken).firebase.sign_in_provider, 'facebook.com')
    assert.equal(claimsOf(res.json.idToken).name, 'Bia')
  })

  it("refuses unreadable credentials and unknown providers with Google's errors", async () => {
    const unreadable = await signInWithIdp({ id_token: '{not json', providerId: 'google.com' })
    assert.equal(unreadable.status, 400)
    assert.match(unreadable.json.error.message, /^INVALID_IDP_RESPONSE/)
    const noSubject = await signInWithIdp({ id_token: '{"email":"x@example.com"}', providerId: 'google.com' })
    assert.match(noSubject.json.error.message, /^INVALID_IDP_RESPONSE/)
    const provider = await signInWithIdp({ id_token: `{"sub":"${fresh()}"}`, providerId: 'twitter.com' })
    assert.match(provider.json.error.message, /^INVALID_PROVIDER_ID/)
  })

  it('answers needConfirmation for an e-mail address another provider signed in with first', async () => {
    const email = `shared.${fresh()}@example.com`
    await idTokenFor('google', { sub: fresh(), email, email_verified: true })
    const res = await signInWithIdp({
      access_token: JSON.stringify({ sub: fresh(), email }),
      providerId: 'facebook.com',
    })
    assert.equal(res.status, 200, res.text)
    assert.equal(res.json.needConfirmation, true)
    assert.deepEqual(res.json.verifiedProvider, ['google.com'])
    assert.equal(res.json.idToken, undefined)
  })
})

describe('Third-party sign-in: POST /wps/session/login with type google or facebook', () => {
  it('signs a new Google user up as a member with the sign-up bonus, then finds the same member', async () => {
    const sub = fresh()
    const email = `carla.${sub}@example.com`
    const first = await idTokenFor('google', { sub, email, email_verified: true, name: 'Carla Lima' })
    const login = await socialLogin('google', first.idToken)
    assert.equal(login.status, 200, login.text)
    const value = login.json.value
    assert.equal(value.firstTimeLogin, true)
    assert.equal(value.passwordExpired, false)
    assert.equal(value.customerType, 'MEMBER')
    assert.ok(value.token)
    // The username comes from the e-mail address and follows SOL1's rule (a letter, letters or digits, 6-16).
    assert.match(value.userName, /^carla[a-z0-9]*$/)
    assert.ok(value.userName.length >= 6 && value.userName.length <= 16, value.userName)
    assert.deepEqual(ledgerOf(value.id), [
      { kind: 'signup_bonus', amount_minor: 1000, ref: 'register:google' },
    ])
    const balance = await platform.call('/wps/v2/wallets/balance', { token: value.token })
    assert.equal(balance.json.value.sumBalance, 10)
    const info = await platform.call('/wps/member/info', { token: value.token })
    assert.equal(info.json.value.nickname, 'Carla Lima')
    const row = /** @type {{ email: string, register_domain: string }} */ (
      platform.db.prepare('SELECT email, register_domain FROM members WHERE id = ?').get(value.id)
    )
    assert.deepEqual([row.email, row.register_domain], [email, 'phone.localhost'])

    const second = await idTokenFor('google', { sub, email })
    const again = await socialLogin('google', second.idToken)
    assert.equal(again.status, 200, again.text)
    assert.equal(again.json.value.id, value.id)
    assert.equal(again.json.value.userName, value.userName)
    assert.equal(again.json.value.firstTimeLogin, false)
    // No second bonus.
    assert.equal(ledgerOf(value.id).length, 1)
  })

  it('signs a Facebook user in, with a username of its own when the name is taken', async () => {
    // "player01" is a seeded member: a Facebook user by that name gets digits added.
    const { idToken } = await idTokenFor('facebook', { sub: fresh(), name: 'Player 01' })
    const login = await socialLogin('facebook', idToken)
    assert.equal(login.status, 200, login.text)
    assert.match(login.json.value.userName, /^player01\d{4}$/)
    assert.equal(login.json.value.firstTimeLogin, true)
    assert.equal(ledgerOf(login.json.value.id)[0]?.ref, 'register:facebook')
  })

  it('refuses a token of the other provider, or a channel that does not match the type', async () => {
    const google = await idTokenFor('google', { sub: fresh(), email: `d.${fresh()}@example.com` })
    const asFacebook = await socialLogin('facebook', google.idToken)
    assert.equal(asFacebook.status, 400)
    assert.equal(asFacebook.json.errorCode, 'login.failed')
    const mismatch = await socialLogin('google', google.idToken, { channel: 'facebook' })
    assert.equal(mismatch.status, 400)
    assert.equal(mismatch.json.errorCode, 'request_param_err')
    assert.equal(mismatch.json.value.field, 'firebaseChannel')
    // Neither spent the token: it still signs in where it belongs.
    const right = await socialLogin('google', google.idToken)
    assert.equal(right.status, 200, right.text)
  })

  it('refuses a reused, an expired or a tampered token', async () => {
    const { idToken } = await idTokenFor('google', { sub: fresh(), email: `e.${fresh()}@example.com` })
    assert.equal((await socialLogin('google', idToken)).status, 200)
    const reused = await socialLogin('google', idToken)
    assert.equal(reused.status, 400)
    assert.equal(reused.json.errorCode, 'login.failed')

    const later = await idTokenFor('google', { sub: fresh(), name: 'Later Person' })
    clock.advance(3601 * 1000)
    const expired = await socialLogin('google', later.idToken)
    clock.advance(-3601 * 1000)
    assert.equal(expired.json.errorCode, 'login.failed')

    const [head, body, signature] = (
      await idTokenFor('google', { sub: fresh(), name: 'Tam Per' })
    ).idToken.split('.')
    const claims = JSON.parse(Buffer.from(body ?? '', 'base64url').toString('utf8'))
    const forged = [
      head,
      Buffer.from(JSON.stringify({ ...claims, sub: 'someone-else' })).toString('base64url'),
      signature,
    ]
    const tampered = await socialLogin('google', forged.join('.'))
    assert.equal(tampered.json.errorCode, 'login.failed')
  })

  it('refuses on a merchant without a Firebase project', async () => {
    const { idToken } = await idTokenFor('google', { sub: fresh(), name: 'Verdant Guest' })
    const res = await socialLogin('google', idToken, { merchant: 'VRD2' })
    assert.equal(res.status, 403)
    assert.equal(res.json.errorCode, 'function.not.available')
  })

  it('creates no member while registration is off, and still signs in linked members', async () => {
    const sub = fresh()
    const linked = await idTokenFor('google', { sub, name: 'Linked Member' })
    assert.equal((await socialLogin('google', linked.idToken)).status, 200)
    const merchant = /** @type {import('../lib/merchants.mjs').Merchant} */ (
      platform.platform.merchants.get('SOL1')
    )
    merchant.switchesOff.push('DIRECTREG3')
    try {
      const stranger = await idTokenFor('google', { sub: fresh(), name: 'New Comer' })
      const refused = await socialLogin('google', stranger.idToken)
      assert.equal(refused.status, 403)
      assert.equal(refused.json.errorCode, 'function.not.available')
      const known = await idTokenFor('google', { sub, name: 'Linked Member' })
      assert.equal((await socialLogin('google', known.idToken)).status, 200)
    } finally {
      merchant.switchesOff.splice(merchant.switchesOff.indexOf('DIRECTREG3'), 1)
    }
  })

  it('refuses a missing token and an unknown type', async () => {
    const missing = await socialLogin('google', '')
    assert.equal(missing.json.errorCode, 'request_param_err')
    assert.equal(missing.json.value.field, 'firebaseIdToken')
    const unknown = await socialLogin('twitter', 'x.y.z')
    assert.equal(unknown.json.errorCode, 'request_param_err')
    assert.equal(unknown.json.value.field, 'type')
  })
})
