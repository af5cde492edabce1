export { CentreLoading as default } from '@/components/centre/centre-loading'
