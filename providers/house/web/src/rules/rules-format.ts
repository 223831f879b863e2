/** 0.9894 → "98.94%": RTPs are declared to two decimals of a percent. */
export function formatRtp(rtp: number): string {
  return `${(rtp * 100).toFixed(2)}%`;
}

/** A probability for the fish table: "48.00%", or "0.457%" when it is small. */
export function formatProbability(probability: number): string {
  const percent = probability * 100;
  return percent >= 10 ? `${percent.toFixed(2)}%` : `${percent.toPrecision(3)}%`;
}
