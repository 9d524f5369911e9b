/**
 * Why a greyed button above does nothing yet (a withdrawal still in its term, nothing released): a muted line, or
 * nothing while there is no reason to give.
 *
 * @example <RefusalReason testId="release-withdraw-reason" text={account ? store.refusalText : undefined} />
 */
export function RefusalReason(props: { testId: string; text: string | undefined }) {
  return props.text ? (
    <p className="muted" data-testid={props.testId}>
      {props.text}
    </p>
  ) : null
}
