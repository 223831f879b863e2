/** Basis points (decision 045: 1 bp = 0.01 %) as a reader's percentage with two decimals ("1.50%", "1,50 %"). */
export function formatRate(bp: number, language: string): string {
  return new Intl.NumberFormat(language, {
    style: 'percent',
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(bp / 10_000);
}
