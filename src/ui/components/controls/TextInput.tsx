import type { InputHTMLAttributes } from 'react'

/**
 * One styled text field for the whole app (issue #18, item 13): the theme's surface, border and radius, the body's
 * font, a focus ring in the primary colour; other attributes pass through.
 *
 * @example <TextInput data-testid="token-search" placeholder={t('tokenSelect.search')} value={query} onChange={…} />
 */
export function TextInput(props: InputHTMLAttributes<HTMLInputElement>) {
  const { className, autoComplete = 'off', spellCheck = false, ...rest } = props
  return (
    <input
      className={['text-input', className ?? ''].filter(Boolean).join(' ')}
      autoComplete={autoComplete}
      spellCheck={spellCheck}
      {...rest}
    />
  )
}
