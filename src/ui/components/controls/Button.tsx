import type { ButtonHTMLAttributes } from 'react'

/**
 * The app's kinds of button: `primary` (the screen's main action), `secondary` (a framed action), `chip` (a pill among
 * others, e.g. a common base or a slippage preset), `token` (the currency picker), `icon` (one glyph), `link`, and
 * `plain` (the base face only, for a button laid out by its own class: a list row, a menu entry, a tab, an option).
 */
export type ButtonVariant = 'primary' | 'secondary' | 'chip' | 'token' | 'icon' | 'link' | 'plain'

const VARIANT_CLASS: Record<ButtonVariant, string> = {
  primary: 'primary',
  secondary: 'button-secondary',
  chip: 'chip',
  token: 'select-token',
  icon: 'icon-button',
  link: 'link',
  plain: '',
}

/**
 * One styled button for the whole app (issue #18, item 13: no browser-default control, light or dark): a `type="button"`
 * of the given variant, `small` and `wide` as sizes; `greyed` draws it grey and `aria-disabled` while it still takes a
 * tap (to say why nothing can be done yet, where `disabled` would take none); other attributes pass through.
 *
 * @example <Button variant="chip" data-testid="common-base" onClick={pick}>USDT</Button>
 */
export function Button(
  props: ButtonHTMLAttributes<HTMLButtonElement> & {
    variant?: ButtonVariant
    small?: boolean
    wide?: boolean
    greyed?: boolean
  },
) {
  const { variant = 'secondary', small = false, wide = false, greyed, className, type = 'button', ...rest } = props
  const classes = [
    VARIANT_CLASS[variant],
    small ? 'small' : '',
    wide ? 'wide' : '',
    className ?? '',
    greyed ? 'grey' : '',
  ]
  const greyedState = greyed === undefined ? {} : { 'aria-disabled': greyed }
  return <button type={type} className={classes.filter(Boolean).join(' ')} {...greyedState} {...rest} />
}
