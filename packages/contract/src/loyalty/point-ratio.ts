/**
 * "0.70": a points ratio in hundredths (points per 1.00 of valid bet, decision 054) as the navigation's point labels
 * show it (seed 001 §9). Kept apart from the points schemas: the site's shell shows these labels on every page.
 */
export function ratioLabel(hundredths: number): string {
  return `${Math.floor(hundredths / 100)}.${String(hundredths % 100).padStart(2, '0')}`;
}
