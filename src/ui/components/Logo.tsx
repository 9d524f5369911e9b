/** FomoSwap's mark: two arrows swapping inside a circle. */
export function Logo() {
  return (
    <svg className="logo" viewBox="0 0 32 32" width="32" height="32" aria-hidden="true">
      <defs>
        <linearGradient id="fomo-logo" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#ff8a3d" />
          <stop offset="1" stopColor="#7b5cff" />
        </linearGradient>
      </defs>
      <circle cx="16" cy="16" r="16" fill="url(#fomo-logo)" />
      <path
        d="M9 13h12l-3.5-3.5M23 19H11l3.5 3.5"
        fill="none"
        stroke="#fff"
        strokeWidth="2.4"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  )
}
