import type { TWithdrawReadiness, TWithdrawRequirementKey } from '@tala/contract/payments/withdraw';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../../components/art/ui-icons.tsx';
import { Panel } from '../../../components/centre/panel.tsx';
import { AddBankForm } from '../security/bank-accounts-panel.tsx';
import { WithdrawPasswordFields } from '../security/passwords-panel.tsx';
import { RealNameForm } from './real-name-form.tsx';

type TStep = TWithdrawReadiness['requirements'][number];

/**
 * The step a player works on: the one they opened, else the first missing one they can do now; 'none'
 * once they closed it.
 */
function useOpenStep(steps: TStep[]) {
  const [chosen, setChosen] = useState<TWithdrawRequirementKey | 'none' | null>(null);
  const isMet = (key: TWithdrawRequirementKey | null) => steps.some((s) => s.key === key && s.isMet);
  const canStart = (step: TStep) => step.after === null || isMet(step.after);
  const firstMissing = steps.find((step) => !step.isMet && canStart(step))?.key ?? null;
  // A finished step closes by itself and the next one opens: one flow, no hunting for the next screen.
  const open = chosen === 'none' ? null : chosen !== null && !isMet(chosen) ? chosen : firstMissing;
  return {
    open,
    toggle: (key: TWithdrawRequirementKey) => setChosen(open === key ? 'none' : key),
    canStart,
  };
}

/**
 * Withdrawal setup as one checklist (docs/decisions/021): the real name, a withdrawal password and a
 * bank account, each with its state and its form right here, opened in turn until all are done.
 */
export function WithdrawChecklist({ readiness }: { readiness: TWithdrawReadiness }) {
  const { t } = useTranslation('member');
  const steps = readiness.requirements.filter((requirement) => requirement.kind === 'SETUP');
  const done = steps.filter((step) => step.isMet).length;
  const { open, toggle, canStart } = useOpenStep(steps);
  if (done === steps.length) return <SetupDone />;
  return (
    <Panel
      title={t('withdraw.checklist.title')}
      icon="shield"
      testId="withdraw-checklist"
      action={
        <span className="text-sm font-semibold text-muted" data-testid="withdraw-checklist-progress">
          {t('withdraw.checklist.progress', { done, total: steps.length })}
        </span>
      }
    >
      <p className="mb-4 text-sm text-muted">{t('withdraw.checklist.intro')}</p>
      <ol className="space-y-3">
        {steps.map((step, index) => (
          <ChecklistStep
            key={step.key}
            step={step}
            number={index + 1}
            isOpen={open === step.key}
            isBlocked={!step.isMet && !canStart(step)}
            onToggle={() => toggle(step.key)}
          />
        ))}
      </ol>
    </Panel>
  );
}

function ChecklistStep({
  step,
  number,
  isOpen,
  isBlocked,
  onToggle,
}: {
  step: TStep;
  number: number;
  isOpen: boolean;
  isBlocked: boolean;
  onToggle: () => void;
}) {
  const { t } = useTranslation('member');
  const bodyId = `withdraw-step-${step.key}-body`;
  const state = step.isMet ? 'done' : 'todo';
  return (
    <li
      className={`rounded-xl border ${isOpen ? 'border-accent/60 bg-accent/5' : 'border-line bg-surface-2/60'}`}
      data-testid={`withdraw-step-${step.key}`}
      data-state={state}
    >
      <button
        type="button"
        onClick={onToggle}
        disabled={step.isMet}
        aria-expanded={step.isMet ? undefined : isOpen}
        aria-controls={step.isMet ? undefined : bodyId}
        className="flex w-full items-center gap-3 p-3 text-left sm:p-4"
      >
        <StepMark number={number} isMet={step.isMet} />
        <span className="min-w-0 flex-1">
          <span className="block text-sm font-bold text-fg">
            {t(`withdraw.checklist.steps.${step.key}.title`)}
          </span>
          <span className="block text-xs text-muted">{t(`withdraw.checklist.steps.${step.key}.body`)}</span>
        </span>
        <span
          className={`shrink-0 rounded-full px-2.5 py-1 text-xs font-bold ${step.isMet ? 'bg-success/15 text-success' : 'bg-warning/15 text-warning'}`}
        >
          {step.isMet ? t('withdraw.checklist.done') : t('withdraw.checklist.todo')}
        </span>
      </button>
      {isOpen && !step.isMet ? (
        <div id={bodyId} className="border-t border-line px-3 pt-3 pb-4 sm:px-4">
          {isBlocked ? (
            <p className="text-sm text-muted">{t(`withdraw.checklist.after.${step.after ?? 'REAL_NAME'}`)}</p>
          ) : (
            <StepForm step={step.key} onCancel={onToggle} />
          )}
        </div>
      ) : null}
    </li>
  );
}

function StepForm({ step, onCancel }: { step: TWithdrawRequirementKey; onCancel: () => void }): ReactNode {
  if (step === 'REAL_NAME') return <RealNameForm />;
  if (step === 'WITHDRAW_PASSWORD') return <WithdrawPasswordFields hasOne={false} />;
  if (step === 'BANK_ACCOUNT') return <AddBankForm onDone={onCancel} />;
  return null;
}

function StepMark({ number, isMet }: { number: number; isMet: boolean }) {
  return (
    <span
      className={`grid size-8 shrink-0 place-items-center rounded-full text-sm font-black ${isMet ? 'bg-success text-white' : 'bg-surface-3 text-fg'}`}
      aria-hidden="true"
    >
      {isMet ? <Icon name="check" className="size-4" /> : number}
    </span>
  );
}

/** All set up: one quiet line, so the form leads. */
function SetupDone() {
  const { t } = useTranslation('member');
  return (
    <p
      className="flex items-center gap-2 rounded-xl border border-success/30 bg-success/10 px-3 py-2 text-sm text-success"
      data-testid="withdraw-checklist-done"
    >
      <Icon name="check" className="size-4 shrink-0" />
      {t('withdraw.checklist.allDone')}
    </p>
  );
}
