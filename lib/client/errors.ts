// What a component needs of the BFF's errors: one error type carrying the translated message the server
// chose. Components reach the BFF only through lib/client/<area> and lib/swr/, never lib/api-client
// itself (eslint.config.mjs).
export { ApiError, isApiError, type ApiErrorBody } from '@/lib/api-client'
