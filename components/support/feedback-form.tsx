'use client'

import { useState } from 'react'
import type { Messages } from 'next-intl'
import { SubmitRow, TextAreaField, useForm } from '@/components/ui/form'
import { useRouter } from '@/i18n/navigation'
import { isApiError } from '@/lib/client/errors'
import { sendFeedback } from '@/lib/client/support'
import { FEEDBACK_MAX_CHARS, FEEDBACK_REASONS, FeedbackInput, charCount } from '@/lib/support/schemas'
import { fill } from '@/lib/ui/fill'
import { checkPicked, ImagePicker } from './image-picker'
import styles from './support.module.css'

type Labels = Messages['Support']

const reasonText = (labels: Labels, reason: string): string | null =>
  FEEDBACK_REASONS.find((known) => known === reason) ? labels[`reason_${reason as 'required'}`] : null

// Text with a live counter and up to three screenshots, checked here as the handler checks them; on
// success the confirmation shows and the page reads its history again, the new item at the top.
export function FeedbackForm({ labels, localeTag }: { labels: Labels; localeTag: string }) {
  const [files, setFiles] = useState<File[]>([])
  const [imageError, setImageError] = useState<string | null>(null)
  const [checking, setChecking] = useState(false)
  const [sent, setSent] = useState(false)
  const router = useRouter()
  const form = useForm<'content'>({
    initial: { content: '' },
    schema: FeedbackInput.pick({ content: true }),
    issueText: (issue) => reasonText(labels, issue.message),
    fieldText: (_field, reason) => reasonText(labels, reason),
    networkError: labels.error_network,
  })
  const chars = charCount(form.value('content').trim())

  const pick = async (picked: File[]) => {
    setChecking(true)
    setSent(false)
    const result = await checkPicked(files, picked)
    setChecking(false)
    if (typeof result === 'string') return setImageError(reasonText(labels, result))
    setImageError(null)
    setFiles(result)
  }

  const send = async (values: { content: string }) => {
    setSent(false)
    await sendFeedback(values.content, files, { networkErrorMessage: labels.error_network })
    form.reset()
    setFiles([])
    setImageError(null)
    setSent(true)
    router.refresh()
  }
  const onError = (error: unknown) => {
    // 413: the images together were more than the route takes, whichever server said so (nginx's own
    // answer is not JSON), so the images are what the player hears about.
    const tooLarge = isApiError(error) && error.status === 413
    const reason = isApiError(error) ? (tooLarge ? 'too_large' : error.fields.images) : undefined
    if (!reason) return false
    setImageError(reasonText(labels, reason))
    return true
  }

  return (
    <section className={styles.card} aria-labelledby="feedback-form-title">
      <h2 id="feedback-form-title">{labels.formTitle}</h2>
      <p className={styles.muted}>{labels.feedbackIntro}</p>
      {sent && (
        <p role="status" className={styles.success}>
          {labels.sent}
        </p>
      )}
      <form id={form.id} className={styles.form} noValidate onSubmit={form.submit(send, onError, !checking)}>
        <TextAreaField {...form.field('content')} label={labels.content} required rows={3} />
        <p className={styles.counter} data-over={chars > FEEDBACK_MAX_CHARS} aria-live="polite">
          {fill(labels.counter, { count: chars, max: FEEDBACK_MAX_CHARS }, localeTag)}
        </p>
        <ImagePicker
          files={files}
          error={imageError}
          disabled={form.pending || checking}
          labels={labels}
          onPick={(picked) => void pick(picked)}
          onRemove={(index) => {
            setImageError(null)
            setFiles((current) => current.filter((_, at) => at !== index))
          }}
        />
        <SubmitRow failure={form.failure} pending={form.pending || checking}>
          {checking ? labels.checking : labels.submit}
        </SubmitRow>
      </form>
    </section>
  )
}
