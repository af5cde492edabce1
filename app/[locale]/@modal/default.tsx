// Nothing over the page: a centre opens here only when a link on this site leads to one of its pages.
export default function NoOverlay() {
  return null
}
