/** How to round a value to fewer digits: towards zero (`down`), half away from zero (`halfUp`), away from zero (`up`). */
export type Rounding = 'down' | 'halfUp' | 'up'
