import type { TBoPromotion } from '@tala/contract/backoffice/promotions';
import { parseLanguage } from '@tala/contract/i18n/languages';
import { pickText } from '@tala/contract/i18n/localized-text';
import { Button } from '@tala/ui/button';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ActionsHeader } from '../../components/content-editor.tsx';
import { LanguageCoverage } from '../../components/language-coverage.tsx';
import { Badge } from '../../components/ui/badge.tsx';
import { Card, EmptyRow, ErrorNote, PageHeader, ScrollTable, TABLE } from '../../components/ui/card.tsx';
import { useDefaultLanguage } from '../../lib/default-language.ts';
import { money } from '../../lib/format.ts';
import { can, useMe } from '../../lib/session.ts';
import { ApplicationsCard } from './applications-card.tsx';
import { BonusesAndReport } from './bonuses-and-report.tsx';
import { blankDraft, draftOf, type TDraft } from './promotion-draft.ts';
import { PromotionEditor } from './promotion-editor.tsx';
import { ReferralsCard } from './referrals-card.tsx';
import { useMerchantFacts, usePromotionList, usePromotionStatus } from './use-promotions.ts';

const STATUS_TONE = {
  DRAFT: 'neutral',
  LIVE: 'success',
  PAUSED: 'warning',
  SCHEDULED: 'info',
  ENDED: 'neutral',
} as const;

/** Staff's status as players meet it: a live promotion whose period has not begun is scheduled, one past it ended. */
function shownStatus(promotion: TBoPromotion, now: number): keyof typeof STATUS_TONE {
  if (promotion.status !== 'LIVE') return promotion.status;
  if (now < Date.parse(promotion.startsAt)) return 'SCHEDULED';
  return now >= Date.parse(promotion.endsAt) ? 'ENDED' : 'LIVE';
}

/** A period on the merchant's clock, short: "Nov 28, 2026 – Dec 28, 2026". */
function periodText(promotion: TBoPromotion, timeZone: string | undefined, lang: string): string {
  const format = new Intl.DateTimeFormat(lang, { dateStyle: 'medium', timeZone });
  return `${format.format(new Date(promotion.startsAt))} – ${format.format(new Date(promotion.endsAt))}`;
}

/**
 * Promotions (issue 13 §3): every promotion with its status, period on the merchant's clock, budget and spend,
 * and how many players took part; admins create, edit, clone, publish and pause them.
 */
export function PromotionsPage() {
  const { t, i18n } = useTranslation();
  const me = useMe();
  const editable = me.data ? can(me.data, 'promotions.edit') : false;
  const list = usePromotionList();
  const status = usePromotionStatus();
  const { timeZone, currency } = useMerchantFacts();
  const defaultLanguage = useDefaultLanguage();
  const lang = parseLanguage(i18n.language) ?? defaultLanguage;
  const [editing, setEditing] = useState<{ id: string | null; draft: TDraft } | null>(null);
  const open = (id: string | null, draft: TDraft) => setEditing({ id, draft });
  const now = Date.now();
  return (
    <div>
      <PageHeader
        title={t('promotions.title')}
        subtitle={t('promotions.subtitle', { zone: timeZone ?? '' })}
        actions={
          editable && timeZone ? (
            <Button size="sm" onClick={() => open(null, blankDraft(timeZone))} data-testid="add-promotion">
              {t('promotions.add')}
            </Button>
          ) : null
        }
      />
      <Card title={t('promotions.list')} padded={false}>
        <ErrorNote error={list.error ?? status.error} />
        <ScrollTable label={t('promotions.list')}>
          <table className={TABLE.table}>
            <thead>
              <tr>
                <th className={TABLE.th}>{t('promotions.titleField')}</th>
                <th className={TABLE.th}>{t('promotions.type')}</th>
                <th className={TABLE.th}>{t('promotions.status')}</th>
                <th className={TABLE.th}>{t('promotions.period')}</th>
                <th className={`${TABLE.th} text-right`}>{t('promotions.spent')}</th>
                <th className={`${TABLE.th} text-right`}>{t('promotions.entries')}</th>
                <ActionsHeader />
              </tr>
            </thead>
            <tbody>
              {list.data?.list.map((promotion) => (
                <tr key={promotion.id} className={TABLE.row} data-testid="promotion-row">
                  <td className={`${TABLE.td} max-w-72`}>
                    <div className="truncate font-medium">
                      {pickText(promotion.title, lang, defaultLanguage)}
                    </div>
                    <LanguageCoverage text={promotion.title} />
                  </td>
                  <td className={TABLE.td}>
                    <div>{t(`promotions.types.${promotion.type}`)}</div>
                    <div className="text-xs text-muted">
                      {t(`promotions.categories.${promotion.category}`)}
                    </div>
                  </td>
                  <td className={TABLE.td}>
                    <Badge tone={STATUS_TONE[shownStatus(promotion, now)]}>
                      {t(`promotions.statuses.${shownStatus(promotion, now)}`)}
                    </Badge>
                  </td>
                  <td className={`${TABLE.td} tabular whitespace-nowrap text-muted`}>
                    {periodText(promotion, timeZone, i18n.language)}
                  </td>
                  <td className={`${TABLE.td} tabular text-right whitespace-nowrap`}>
                    {money(promotion.spent, currency)}
                    <div className="text-xs text-muted">
                      {promotion.budget
                        ? t('promotions.of', { budget: money(promotion.budget, currency) })
                        : t('promotions.noBudget')}
                    </div>
                  </td>
                  <td className={`${TABLE.td} tabular text-right`}>{promotion.entries}</td>
                  <td className={`${TABLE.td} text-right`}>
                    {editable && timeZone ? (
                      <div className="flex justify-end gap-1">
                        <Button
                          size="sm"
                          variant="ghost"
                          onClick={() => open(promotion.id, draftOf(promotion, timeZone))}
                        >
                          {t('common.edit')}
                        </Button>
                        <Button
                          size="sm"
                          variant="ghost"
                          onClick={() => open(null, draftOf(promotion, timeZone))}
                          data-testid="clone-promotion"
                        >
                          {t('promotions.clone')}
                        </Button>
                        <Button
                          size="sm"
                          variant="ghost"
                          busy={status.isPending && status.variables?.id === promotion.id}
                          onClick={() =>
                            status.mutate({
                              id: promotion.id,
                              status: promotion.status === 'LIVE' ? 'PAUSED' : 'LIVE',
                            })
                          }
                          data-testid="promotion-toggle"
                        >
                          {t(promotion.status === 'LIVE' ? 'promotions.pause' : 'promotions.publish')}
                        </Button>
                      </div>
                    ) : null}
                  </td>
                </tr>
              ))}
              {list.data && list.data.list.length === 0 ? (
                <EmptyRow colSpan={7} text={t('promotions.none')} />
              ) : null}
            </tbody>
          </table>
        </ScrollTable>
      </Card>
      <div className="mt-4">
        <ApplicationsCard
          canDecide={me.data ? can(me.data, 'promotions.review') : false}
          currency={currency}
        />
      </div>
      <div className="mt-4">
        <ReferralsCard currency={currency} />
      </div>
      <BonusesAndReport />
      {editing && timeZone ? (
        <PromotionEditor
          initial={editing.draft}
          id={editing.id}
          timeZone={timeZone}
          currency={currency}
          onClose={() => setEditing(null)}
        />
      ) : null}
    </div>
  );
}
