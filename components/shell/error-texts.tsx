'use client'

import { createContext, useContext, type ReactNode } from 'react'

// The texts of the page error boundary (app/[locale]/error.tsx). An error boundary gets no props but the
// error, so the layout hands them down here as plain strings instead of a message catalogue.
export type ErrorTexts = { title: string; text: string; retry: string }

const ErrorTextsContext = createContext<ErrorTexts>({ title: '', text: '', retry: '' })

export function ErrorTextsProvider({ texts, children }: { texts: ErrorTexts; children: ReactNode }) {
  return <ErrorTextsContext value={texts}>{children}</ErrorTextsContext>
}

export function useErrorTexts(): ErrorTexts {
  return useContext(ErrorTextsContext)
}
