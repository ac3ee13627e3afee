/**
 * How a CSV cell a spreadsheet would run as a formula starts: =, +, -, @, tab or CR (OWASP CSV injection), also
 * after spaces (a spreadsheet may trim them: " =1+1", NBSP too) and in their full-width forms (＝ ＋ － ＠, which
 * some locales' spreadsheets take for the ASCII signs). Such a cell is written with a leading apostrophe, which
 * spreadsheets read as "text". Every CSV Veedor writes uses this one test (reports/csv.ts, store/bundle.ts).
 */
export const FORMULA_START = /^[\t\r]|^\s*[=+\-@\uFF1D\uFF0B\uFF0D\uFF20]/;

export function startsLikeFormula(text: string): boolean {
  return FORMULA_START.test(text);
}
