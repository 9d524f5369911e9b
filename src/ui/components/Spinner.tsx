/** A small rotating ring; `label` is read by assistive technology. */
export function Spinner(props: { label: string }) {
  return <span className="spinner" role="status" aria-label={props.label} data-testid="spinner" />
}
