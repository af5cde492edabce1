// @ts-check
// The merchants' Android apps: an operator puts a merchant's APK in the platform's `apps/` directory
// (beside the store, `<dataDir>/apps/<MERCHANT>.apk`) and the platform serves it as the Android download.
import { join } from 'node:path'

/**
 * @param {string} dataDir
 * @param {string} merchantCode
 */
export function apkPath(dataDir, merchantCode) {
  return join(dataDir, 'apps', `${merchantCode}.apk`)
}
