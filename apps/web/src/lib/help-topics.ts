/** Help-centre topics (/help?topic=…). Footer links and the help page both use these ids. */
export const HELP_TOPICS = [
  'about',
  'contact',
  'terms',
  'responsible',
  'privacy',
  'affiliates',
  'refund',
  'faq',
  'deposit',
  'withdraw',
] as const;
export type THelpTopic = (typeof HELP_TOPICS)[number];

export function parseHelpTopic(value: string | null): THelpTopic | null {
  return (HELP_TOPICS as readonly string[]).includes(value ?? '') ? (value as THelpTopic) : null;
}
