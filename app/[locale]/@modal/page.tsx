// Moving to the home page closes a centre opened over another page.
export { default } from './default'
