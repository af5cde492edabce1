import type { FirebaseWebConfig } from '@/lib/firebase/config'
import { RegisterForm } from './register-form'

// The registration form as a page, with its reset button.
export function RegisterPanel({ firebase }: { firebase: FirebaseWebConfig | null }) {
  return <RegisterForm variant="page" firebase={firebase} />
}
