/** The agent namespace's bundle loaders, one chunk per language (lib/i18n.ts loads this module on demand). */
export const AGENT_TEXTS = import.meta.glob<{ default: Record<string, unknown> }>('./*/agent.json', {
  base: '../../../../packages/contract/src/i18n/locales',
});
