'use client'

export { CentreError as default } from '@/components/centre/centre-error'
