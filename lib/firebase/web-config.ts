// What the browser may know of a tenant's Firebase project: the public web keys only (they identify the
// project, they grant nothing), plus the Auth emulator's address on tenants that test against one.
export type FirebaseWebConfig = {
  apiKey: string
  authDomain: string
  projectId: string
  appId: string
  authEmulatorUrl?: string
}

// Firebase answers with a countdown of its own: a new code can be asked for after 60 s.
export const FIREBASE_RESEND_SECONDS = 60
