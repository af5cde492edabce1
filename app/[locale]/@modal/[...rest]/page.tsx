// Moving to any other page closes a centre opened over the one before.
export { default } from '../default'
