'use client'

import { useId, useRef, useState, type FormEvent } from 'react'
import type { Messages } from 'next-intl'
import { FormFailure, SubmitButton, formStyles } from '@/components/ui/form'
import { isApiError } from '@/lib/client/errors'
import { sendIdentity } from '@/lib/client/identity'
import {
  DOCUMENT_ACCEPT,
  DOCUMENT_REASONS,
  DOCUMENT_SIDES,
  MAX_DOCUMENT_BYTES,
  declaredType,
  documentProblem,
  type DocumentSide,
} from '@/lib/identity/documents'
import { fill } from '@/lib/ui/fill'
import styles from './identity.module.css'

export type IdentityLabels = Messages['Identity']

type Picked = Partial<Record<DocumentSide, File>>
type Problems = Partial<Record<DocumentSide, string>>

export const reasonText = (labels: IdentityLabels, reason: string): string =>
  DOCUMENT_REASONS.some((known) => known === reason)
    ? labels[`reason_${reason as 'required'}`]
    : labels.reason_invalid

// Why a picked file is refused, read from its size and bytes as the route handler will read them, or
// null when it is the PNG, JPEG or PDF it says it is.
async function fileProblem(file: File): Promise<string | null> {
  const type = declaredType(file)
  if (!type) return 'wrong_type'
  if (file.size === 0) return 'empty'
  if (file.size > MAX_DOCUMENT_BYTES) return 'too_large'
  return documentProblem(new Uint8Array(await file.arrayBuffer()), type)
}

// Front and back of the identity document: each file checked the moment it is picked (its error under
// its own field), both required, then sent for review. A refusal from the server lands on its side.
export function IdentityUpload({ labels }: { labels: IdentityLabels }) {
  const id = useId()
  const [files, setFiles] = useState<Picked>({})
  const [problems, setProblems] = useState<Problems>({})
  const [failure, setFailure] = useState<string | null>(null)
  const [checking, setChecking] = useState(false)
  const [pending, setPending] = useState(false)
  const inputs = useRef<Partial<Record<DocumentSide, HTMLInputElement | null>>>({})

  const showProblems = (found: Problems) => {
    setProblems(found)
    const first = DOCUMENT_SIDES.find((side) => found[side])
    if (first) inputs.current[first]?.focus()
  }

  const pick = async (side: DocumentSide, file: File | undefined) => {
    setFailure(null)
    setChecking(true)
    const reason = file ? await fileProblem(file) : 'required'
    setChecking(false)
    setProblems((current) => ({ ...current, [side]: reason ? reasonText(labels, reason) : undefined }))
    setFiles((current) => ({ ...current, [side]: reason ? undefined : file }))
    if (reason && inputs.current[side]) inputs.current[side].value = ''
  }

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    if (pending || checking) return
    const missing: Problems = {}
    for (const side of DOCUMENT_SIDES) {
      if (!files[side]) missing[side] = problems[side] ?? labels.reason_required
    }
    if (Object.keys(missing).length > 0) return showProblems(missing)
    setPending(true)
    setFailure(null)
    try {
      await sendIdentity(files.front!, files.back!, { networkErrorMessage: labels.error_network })
    } catch (error) {
      const fields = isApiError(error) ? error.fields : {}
      const found: Problems = {}
      for (const side of DOCUMENT_SIDES) {
        if (fields[side]) found[side] = reasonText(labels, fields[side])
      }
      if (isApiError(error) && error.status === 413) found.front = reasonText(labels, 'too_large')
      if (Object.keys(found).length > 0) showProblems(found)
      else setFailure(isApiError(error) ? error.message : labels.error_network)
    } finally {
      setPending(false)
    }
  }

  return (
    <form className={styles.form} noValidate onSubmit={(event) => void submit(event)}>
      {DOCUMENT_SIDES.map((side) => {
        const error = problems[side]
        const file = files[side]
        return (
          <div key={side} className={formStyles.field}>
            <label htmlFor={`${id}-${side}`} className={formStyles.label}>
              {labels[side]}
            </label>
            <input
              ref={(element) => {
                inputs.current[side] = element
              }}
              id={`${id}-${side}`}
              name={side}
              type="file"
              accept={DOCUMENT_ACCEPT}
              required
              disabled={pending}
              className={styles.file}
              aria-invalid={error ? true : undefined}
              aria-describedby={`${id}-${side}-note`}
              onChange={(event) => void pick(side, event.target.files?.[0])}
            />
            <p
              id={`${id}-${side}-note`}
              className={error ? formStyles.error : formStyles.hint}
              data-field-error={error ? side : undefined}
              role={error ? 'alert' : undefined}
            >
              {error ?? (file ? fill(labels.chosen, { name: file.name }) : labels.fileHint)}
            </p>
          </div>
        )
      })}
      <FormFailure message={failure} />
      <SubmitButton pending={pending || checking}>{checking ? labels.checking : labels.submit}</SubmitButton>
    </form>
  )
}
